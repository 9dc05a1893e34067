/**
 * Members' and moderators' screens: closed to crawlers (robots.txt) and never kept by the service
 * worker, so nothing of an account stays on a shared phone. Matched by prefix: `/admin` also covers
 * `/admin/users` and the queue dashboard.
 */
export const PRIVATE_SCREENS = [
  '/login',
  '/registration',
  '/forgot-password',
  '/reset-password',
  '/settings',
  '/account-settings',
  '/my-learning',
  '/myprofile',
  '/admin',
  '/admninvidepanel',
  '/approvedvideos',
  '/dustbin',
  '/testlink',
  '/fetch-videos',
  '/tailwind',
];

/**
 * Addresses people type or guess for the account screens and the menu's sections, and where each is:
 * answered with a permanent redirect, not the 404 page ("/signup" is what most sites call "/registration").
 */
export const PAGE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['/signup', '/registration'],
  ['/sign-up', '/registration'],
  ['/register', '/registration'],
  ['/signin', '/login'],
  ['/sign-in', '/login'],
  ['/log-in', '/login'],
  // A menu section's own address, typed or cut from one of its lists' (the spec gives each section a path
  // prefix, not a page): its whole-category list.
  ['/mindset', '/mindset/mindset'],
  ['/technology', '/technology/technology'],
  ['/health', '/health/health'],
  ['/travel', '/travel/travel'],
  ['/languages', '/languages/languages'],
  ['/animals', '/animals/animals'],
  ['/quran', '/Quran/Quran'],
]);
