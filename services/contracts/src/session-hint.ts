/**
 * A cookie the page's script can read, set and cleared with the httpOnly refresh cookie: whether this
 * browser may hold a sign-in. Without it a visitor's page asks for no session (the refresh call would
 * answer 401 on every page load, a round trip on a slow network for nothing).
 */
export const SESSION_HINT_COOKIE = 'focustube_signed_in';
