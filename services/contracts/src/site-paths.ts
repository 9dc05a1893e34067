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
