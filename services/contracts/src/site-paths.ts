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
 * Addresses people type or guess for the account screens, and where each is: answered with a permanent
 * redirect, not the 404 page ("/signup" is what most sites call "/registration").
 */
export const PAGE_ALIASES: ReadonlyMap<string, string> = new Map([
  ['/signup', '/registration'],
  ['/sign-up', '/registration'],
  ['/register', '/registration'],
  ['/signin', '/login'],
  ['/sign-in', '/login'],
  ['/log-in', '/login'],
]);
