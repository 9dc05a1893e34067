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
