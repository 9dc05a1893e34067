import type { Language } from './languages.ts';

// No zod here: the web app's server entry and the API's web plugin share these types only.

/** One page rendered on the server by the web app's entry (web/src/app/entry-server.tsx, built to dist/.ssr/). */
export type RenderedPage = {
  status: number;
  /** The video a watch page asked for when it is missing: the server tells removed (410) from unknown (404). */
  missingVideoId?: string;
  /** <title>, <meta> and <link> tags the page declared, for the document's head. */
  head: string;
  /** The app's markup, for <div id="root">, as UTF-8 bytes: the page is sent as bytes, and React makes them. */
  body: Uint8Array;
  /** The data it was rendered with, as a JSON <script> for the browser to hydrate from. */
  data: string;
  /** The route modules the page needs (manifest keys), to preload before hydration. */
  modules: string[];
};

/** Answers the API calls a page's loaders make (in-process on the server). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * Renders a URL, or null for a page rendered only in the browser. `language` (from the reader's `lang`
 * cookie or Accept-Language, see languages.ts) is the page's language; English when left out.
 */
export type PageRenderer = (url: string, options?: { language?: Language }) => Promise<RenderedPage | null>;

/** What the built server entry exports. */
export type RendererModule = {
  createPageRenderer: (transport: ApiTransport, options: { origin: string }) => PageRenderer;
};
