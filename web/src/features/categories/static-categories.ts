import type { Category, CategoryTree } from '@focustube/contracts';

type Group = [slug: string, label: string, path: string, items: string[]];

// The spec's menus (§2 "Menu sections"), shown until /api/categories answers so the header
// never waits or shifts. The server's answer replaces it; the labels match the seed's.
const MAIN: Group[] = [
  [
    'mindset',
    'Mind_Set',
    '/mindset',
    [
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
  ],
  [
    'health',
    'Health',
    '/health',
    ['workouts', 'nutrition', 'heart', 'mental', 'remedies', 'weight-loss', 'yoga', 'sleep', 'advice', 'lifestyle'],
  ],
  [
    'technology',
    'Technology',
    '/technology',
    [
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
  ],
  [
    'travel',
    'Traveling',
    '/travel',
    [
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
  ],
  [
    'languages',
    'Languages',
    '/languages',
    [
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
  ],
  [
    'animals',
    'Animals',
    '/animals',
    ['dogs', 'cats', 'fish', 'exotic-pets', 'conservation', 'endangered', 'science', 'photography', 'rescue', 'health'],
  ],
];
const MORE: Group[] = [
  ['quran', 'Quran', '/Quran/Quran', []],
  ['business', 'Business', '/business', []],
  ['poverty', 'Poverty', '/poverty', []],
  ['politics', 'Politics', '/politics', []],
];

const SPECIAL_LABELS: Record<string, string> = {
  'ai-tools': 'AI Tools',
  'c-language': 'C Language',
  javascript: 'JavaScript',
  'build-a-pc': 'Build a PC',
  'learn-to-code': 'Learn to Code',
};

/** `road-trips` → `Road Trips`. */
const labelOf = (slug: string) =>
  SPECIAL_LABELS[slug] ??
  slug.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => (dash ? ' ' : '') + letter.toUpperCase());

const toCategory =
  (menu: Category['menu']) =>
  ([slug, label, path, items]: Group): Category => ({
    slug,
    label,
    path,
    menu,
    subcategories: items.map((item) => ({ slug: item, label: labelOf(item), path: `${path}/${item}` })),
  });

export const STATIC_CATEGORY_TREE: CategoryTree = {
  results: [...MAIN.map(toCategory('main')), ...MORE.map(toCategory('more'))],
  home: ['technology', 'languages', 'mindset', 'motivation', 'business', 'quran'],
};
