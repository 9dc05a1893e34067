import type { Area } from '@/lib/i18n';

/**
 * What a loader does with the requests it starts. In the browser it lets them run and returns at once:
 * the screen shows its own loading state while its code downloads. On the server the page is rendered
 * with its first page of data in the HTML, so the loader waits for them (a failed request is the
 * screen's to explain, as in the browser).
 */
export function prefetch(...requests: Promise<unknown>[]): Promise<null> | null {
  if (import.meta.env.SSR) return Promise.allSettled(requests).then(() => null);
  return null;
}

/**
 * Marks a public page: the server renders it, and preloads its code (`module`, the route file as the
 * build's manifest names it) and its areas of the catalogue (beyond the public one) so the browser does not
 * wait for them before hydrating. Pages without it (members' and moderators' screens) are rendered in the
 * browser behind the same HTML shell.
 */
export const serverRendered = (module: string, ...areas: Area[]): PageHandle => ({
  serverRendered: true,
  modules: [`src/app/routes/${module}.tsx`],
  areas,
});

/** A route whose screens (its children's too) say words of these areas of the catalogue (locales/areas.ts). */
export const inAreas = (...areas: Area[]): PageHandle => ({ areas });

/**
 * `modules`: source files (as the build's manifest names them) whose code the page needs at once;
 * `areas`: the parts of the catalogue its screens need, loaded with their code (routes.tsx).
 */
export type PageHandle = { serverRendered?: boolean; modules?: string[]; areas?: Area[] };
