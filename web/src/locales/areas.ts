/**
 * The catalogue's areas: each language's messages.json (one file per language, the translators' file) is
 * cut at build time into a chunk per area (web/build/catalogues.ts), so a visitor's first page carries
 * only the words the public screens use. A route names the areas it needs in its handle (`inAreas(…)`,
 * `serverRendered(…, area)` in app/routes/prefetch.ts); they load with its code, before it renders, and
 * the server preloads them with the page. `public` is always loaded.
 *
 * src/locales/areas.test.ts fails when a screen uses a message of an area its route does not load.
 */
export const AREAS = ['public', 'about', 'pages', 'member', 'moderator'] as const;

export type Area = (typeof AREAS)[number];

/**
 * An id's area by its prefix (`editor` for `editor.title`) or by the whole id, the longest match winning;
 * an id that matches none is public.
 */
const AREA_OF: Record<string, Area> = {
  // The pages about the site: about us, what's inside, FAQs.
  about: 'about',
  inside: 'about',
  faq: 'about',
  faqs: 'about',
  // The other info pages: donate, contribute (and its suggestion form), contact, guidelines, gifts, the
  // sample profile, the Tailwind test page.
  donate: 'pages',
  contribute: 'pages',
  suggest: 'pages',
  contact: 'pages',
  chat: 'pages',
  comment: 'pages',
  guidelines: 'pages',
  gifts: 'pages',
  profile: 'pages',
  tailwind: 'pages',
  // Sign-in, registration, password reset, and the members' settings and learning.
  login: 'member',
  register: 'member',
  forgot: 'member',
  reset: 'member',
  settings: 'member',
  deleteAccount: 'member',
  learning: 'member',
  myList: 'member',
  myCourses: 'member',
  // The moderators' and admins' screens: the admin panel, the course editor, the import tools, users.
  moderation: 'moderator',
  queue: 'moderator',
  moderated: 'moderator',
  reported: 'moderator',
  history: 'moderator',
  shortcuts: 'moderator',
  giftAll: 'moderator',
  bulk: 'moderator',
  courseAdmin: 'moderator',
  courseHistory: 'moderator',
  editor: 'moderator',
  lessons: 'moderator',
  lessonSearch: 'moderator',
  import: 'moderator',
  sources: 'moderator',
  job: 'moderator',
  tools: 'moderator',
  users: 'moderator',
  // Words of those areas that public screens also say (the home page's about section), or that screens
  // of two areas share (the info pages' and the moderators' category and video fields; the members' and
  // the moderators' sign-in button, "Saving…", "Deleting…").
  'about.showMore': 'public',
  'about.showLess': 'public',
  'suggest.category': 'public',
  'suggest.videoHint': 'public',
  'suggest.videoInvalid': 'public',
  'suggest.videoPlaceholder': 'public',
  'login.submit': 'public',
  // An admin's account menu (in the header on every page) names the users screen and the queue dashboard.
  'users.title': 'public',
  'tools.queueDashboard': 'public',
  'settings.saving': 'public',
  'deleteAccount.deleting': 'public',
};

export function areaOf(id: string): Area {
  for (let key = id; key; key = key.slice(0, Math.max(0, key.lastIndexOf('.')))) {
    const area = AREA_OF[key];
    if (area) return area;
  }
  return 'public';
}
