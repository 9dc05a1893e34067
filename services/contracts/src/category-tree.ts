/**
 * The category menus of the product spec (§2 "Menu sections"), in the spec's order.
 * `path` is the site route that lists the category; items list at `{path}/{slug}`.
 */
export interface CategoryDefinition {
  slug: string;
  label: string;
  path: string;
  menu: 'main' | 'more' | null;
  items: string[];
}

/** The home list's categories (spec §7). */
export const HOME_CATEGORIES = ['technology', 'languages', 'mindset', 'motivation', 'business', 'quran'] as const;

export const CATEGORY_TREE: CategoryDefinition[] = [
  {
    slug: 'mindset',
    label: 'Mind_Set',
    path: '/mindset',
    menu: 'main',
    items: [
      'innovation',
      'leadership',
      'entrepreneurship',
      'systems',
      'money',
      'programming',
      'learning',
      'negotiation',
      'poverty',
      'life',
    ],
  },
  {
    slug: 'health',
    label: 'Health',
    path: '/health',
    menu: 'main',
    items: [
      'workouts',
      'nutrition',
      'heart',
      'mental',
      'remedies',
      'weight-loss',
      'yoga',
      'sleep',
      'advice',
      'lifestyle',
    ],
  },
  {
    slug: 'technology',
    label: 'Technology',
    path: '/technology',
    menu: 'main',
    items: [
      'programming',
      'ai-tools',
      'c-language',
      'javascript',
      'build-a-pc',
      'learn-to-code',
      'top-apps',
      'productivity',
      'hacking',
      'cybersecurity',
      'blockchain',
      'artificial-intelligence',
      'data-science',
      'cloud-computing',
      'mobile-development',
      'ethical-hacking',
      'web-development',
      'machine-learning',
      'tech-reviews',
      'databases',
    ],
  },
  {
    slug: 'travel',
    label: 'Traveling',
    path: '/travel',
    menu: 'main',
    items: [
      'adventure',
      'cultural',
      'luxury',
      'sustainable',
      'solo',
      'family',
      'budget',
      'road-trips',
      'digital-nomad',
      'cruise',
      'wellness',
      'blogging',
      'flights',
      'international',
      'local',
      'hotels',
      'guides',
      'planning',
    ],
  },
  {
    slug: 'languages',
    label: 'Languages',
    path: '/languages',
    menu: 'main',
    items: [
      'english',
      'spanish',
      'french',
      'arabic',
      'japanese',
      'korean',
      'german',
      'hindi',
      'chinese',
      'italian',
      'russian',
      'portuguese',
      'bengali',
      'turkish',
      'vietnamese',
      'polish',
      'dutch',
      'swahili',
      'thai',
      'urdu',
    ],
  },
  {
    slug: 'animals',
    label: 'Animals',
    path: '/animals',
    menu: 'main',
    items: [
      'dogs',
      'cats',
      'fish',
      'exotic-pets',
      'conservation',
      'endangered',
      'science',
      'photography',
      'rescue',
      'health',
    ],
  },
  { slug: 'quran', label: 'Quran', path: '/Quran/Quran', menu: 'more', items: [] },
  { slug: 'business', label: 'Business', path: '/business', menu: 'more', items: [] },
  { slug: 'poverty', label: 'Poverty', path: '/poverty', menu: 'more', items: [] },
  { slug: 'politics', label: 'Politics', path: '/politics', menu: 'more', items: [] },
  { slug: 'motivation', label: 'Motivation', path: '/motivation/motivation', menu: null, items: [] },
  /** Videos about using FocusTube itself, listed on /vidoeguideline. */
  { slug: 'guidelines', label: 'Video Guidelines', path: '/vidoeguideline', menu: null, items: [] },
];

const LABEL_OVERRIDES: Record<string, string> = {
  'ai-tools': 'AI Tools',
  'c-language': 'C Language',
  javascript: 'JavaScript',
  'build-a-pc': 'Build a PC',
  'learn-to-code': 'Learn to Code',
  'artificial-intelligence': 'Artificial Intelligence',
  'digital-nomad': 'Digital Nomad',
  'road-trips': 'Road Trips',
  'exotic-pets': 'Exotic Pets',
  'weight-loss': 'Weight Loss',
};

/** `web-development` → `Web Development`, with the spellings a reader expects for names like JavaScript. */
export function labelFor(slug: string): string {
  return (
    LABEL_OVERRIDES[slug] ??
    slug
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/**
 * Every category's and subcategory's label in Kiswahili, by slug (a slug in two menus, like
 * `programming`, reads the same in both). Seeded into `categories.label_sw`; the API answers both
 * languages (`labels: { en, sw }`). Language names as a Tanzanian writes them (Kiingereza, Kiarabu…).
 */
export const SWAHILI_LABELS: Record<string, string> = {
  // Categories.
  mindset: 'Mtazamo',
  health: 'Afya',
  technology: 'Teknolojia',
  travel: 'Kusafiri',
  languages: 'Lugha',
  animals: 'Wanyama',
  quran: 'Kurani',
  business: 'Biashara',
  poverty: 'Umaskini',
  politics: 'Siasa',
  motivation: 'Hamasa',
  guidelines: 'Miongozo ya Video',
  // Mind_Set.
  innovation: 'Ubunifu',
  leadership: 'Uongozi',
  entrepreneurship: 'Ujasiriamali',
  systems: 'Mifumo',
  money: 'Fedha',
  programming: 'Uandishi wa Programu',
  learning: 'Kujifunza',
  negotiation: 'Majadiliano',
  life: 'Maisha',
  // Health.
  workouts: 'Mazoezi',
  nutrition: 'Lishe',
  heart: 'Moyo',
  mental: 'Afya ya Akili',
  remedies: 'Tiba Asilia',
  'weight-loss': 'Kupunguza Uzito',
  yoga: 'Yoga',
  sleep: 'Usingizi',
  advice: 'Ushauri',
  lifestyle: 'Mtindo wa Maisha',
  // Technology.
  'ai-tools': 'Zana za AI',
  'c-language': 'Lugha ya C',
  javascript: 'JavaScript',
  'build-a-pc': 'Kuunda Kompyuta',
  'learn-to-code': 'Jifunze Kuandika Msimbo',
  'top-apps': 'Programu Bora',
  productivity: 'Tija Kazini',
  hacking: 'Udukuzi',
  cybersecurity: 'Usalama wa Mtandao',
  blockchain: 'Blockchain',
  'artificial-intelligence': 'Akili Bandia',
  'data-science': 'Sayansi ya Data',
  'cloud-computing': 'Kompyuta ya Wingu',
  'mobile-development': 'Kutengeneza Programu za Simu',
  'ethical-hacking': 'Udukuzi wa Kimaadili',
  'web-development': 'Kutengeneza Tovuti',
  'machine-learning': 'Ujifunzaji wa Mashine',
  'tech-reviews': 'Tathmini za Teknolojia',
  databases: 'Hifadhidata',
  // Traveling.
  adventure: 'Safari za Kusisimua',
  cultural: 'Utamaduni',
  luxury: 'Safari za Kifahari',
  sustainable: 'Utalii Endelevu',
  solo: 'Kusafiri Peke Yako',
  family: 'Safari za Familia',
  budget: 'Safari za Gharama Nafuu',
  'road-trips': 'Safari za Barabarani',
  'digital-nomad': 'Kazi Popote kwa Mtandao',
  cruise: 'Safari za Meli',
  wellness: 'Ustawi',
  blogging: 'Kublogu',
  flights: 'Safari za Ndege',
  international: 'Kimataifa',
  local: 'Ndani ya Nchi',
  hotels: 'Hoteli',
  guides: 'Miongozo ya Safari',
  planning: 'Kupanga Safari',
  // Languages.
  english: 'Kiingereza',
  spanish: 'Kihispania',
  french: 'Kifaransa',
  arabic: 'Kiarabu',
  japanese: 'Kijapani',
  korean: 'Kikorea',
  german: 'Kijerumani',
  hindi: 'Kihindi',
  chinese: 'Kichina',
  italian: 'Kiitaliano',
  russian: 'Kirusi',
  portuguese: 'Kireno',
  bengali: 'Kibengali',
  turkish: 'Kituruki',
  vietnamese: 'Kivietinamu',
  polish: 'Kipolandi',
  dutch: 'Kiholanzi',
  swahili: 'Kiswahili',
  thai: 'Kithai',
  urdu: 'Kiurdu',
  // Animals.
  dogs: 'Mbwa',
  cats: 'Paka',
  fish: 'Samaki',
  'exotic-pets': 'Wanyama Vipenzi Adimu',
  conservation: 'Uhifadhi',
  endangered: 'Walio Hatarini Kutoweka',
  science: 'Sayansi',
  photography: 'Upigaji Picha',
  rescue: 'Uokoaji',
};

/** A category's or subcategory's Kiswahili label; its English one should a slug ever lack it. */
export function swahiliLabelFor(slug: string): string {
  return SWAHILI_LABELS[slug] ?? labelFor(slug);
}
