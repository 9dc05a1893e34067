// The site's public address (APP_URL), for canonical links and link previews. The server sets it from
// its configuration and passes it on to the browser with the page, so both render the same tags.
let origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export function setSiteOrigin(next: string): void {
  origin = next.replace(/\/+$/, '');
}

export const siteOrigin = () => origin;

/** An absolute URL on the site for a path such as `/watch/abc`. */
export const siteUrl = (path: string) => `${origin}${path}`;
