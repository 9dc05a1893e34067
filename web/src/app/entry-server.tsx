import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type ApiTransport, type Language, type RenderedPage } from '@focustube/contracts';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { setApiTransport } from '@/lib/api-client';
import { activateLanguage, appI18n, catalogueModules, createI18n, LanguageProvider } from '@/lib/i18n';
import { PageStatusProvider, type PageStatus } from '@/lib/page-status';
import { createQueryClient } from '@/lib/react-query';
import { setSiteOrigin, siteOrigin } from '@/lib/site-origin';

import { AppProvider } from './provider';
import type { PageHandle } from './routes/prefetch';
import { appRoutes } from './routes';
import { pageQueries, scriptSafeJson, SERVER_DATA_ID, type ServerData } from './server-data';

/** React puts a partial page's <title>, <meta> and <link> first; they belong in the document's head. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;
const HEAD_SEARCH_BYTES = 16 * 1024;

/** How React marks a Suspense boundary it left to the browser: renderToString writes its fallback. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * The page in UTF-8, with the head tags it leads with as text. Every page's data is loaded before it
 * renders, so nothing waits and the synchronous renderer writes the same HTML as the prerenderer, for
 * 15–20 % less of the server's CPU per watch page. Only a lazy component's first use in a process
 * suspends (the module is then held); that page is rendered again by the prerenderer, which waits for it,
 * so no page ever goes out with a boundary left for scripts to fill.
 */
async function renderedPage(tree: ReactNode): Promise<{ head: string; body: Uint8Array }> {
  const html = renderToString(tree);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    // Every boundary in place, in order: a page must read whole without scripts (crawlers, link
    // previews, a phone with JavaScript off), and the CSP allows no inline script to move content.
    const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    return renderedBytes(prelude);
  }
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: Buffer.from(html.slice(head.length)) };
}

/**
 * The page as the prerenderer wrote it, in UTF-8, with the head tags it leads with as text. The body
 * stays bytes: decoding a 150 KB page to a string and encoding it back cost about as much as compressing it.
 */
async function renderedBytes(stream: NodeJS.ReadableStream): Promise<{ head: string; body: Uint8Array }> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  // The head tags come first and are short: a prefix is enough to find them, unless they fill it.
  let prefix = bytes.subarray(0, HEAD_SEARCH_BYTES).toString('utf8');
  let head = LEADING_HEAD_TAGS.exec(prefix)?.[0] ?? '';
  if (head.length > prefix.length - 1024 && bytes.length > HEAD_SEARCH_BYTES) {
    prefix = bytes.toString('utf8');
    head = LEADING_HEAD_TAGS.exec(prefix)?.[0] ?? '';
  }
  return { head, body: bytes.subarray(Buffer.byteLength(head)) };
}

/**
 * Renders public pages on the server with the browser's own routes, loaders and screens. `transport`
 * answers the API calls the loaders make (in-process, as a visitor with no session: the HTML is the
 * same for everyone and can be cached). Returns null for a page rendered only in the browser.
 */
export function createPageRenderer(transport: ApiTransport, { origin }: { origin: string }) {
  // Pages render at the same time, each with its own query cache, and each one's API calls ask in its language.
  const currentPage = new AsyncLocalStorage<{ language: Language; queryClient: QueryClient }>();
  setApiTransport((path, init) => {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', currentPage.getStore()?.language ?? DEFAULT_LANGUAGE);
    return transport(path, { ...init, headers });
  });
  setSiteOrigin(origin);
  // Messages asked for outside React (the API client's) read the shared instance: English on the server.
  void activateLanguage(appI18n, DEFAULT_LANGUAGE);

  // One handler for every page: building it flattens and ranks the whole route table, a tenth of a render.
  const handler = createStaticHandler(appRoutes(() => currentPage.getStore()!.queryClient));

  return function renderPage(
    url: string,
    { language = DEFAULT_LANGUAGE }: { language?: Language } = {},
  ): Promise<RenderedPage | null> {
    const queryClient = createQueryClient({ server: true });
    return currentPage.run({ language, queryClient }, () => renderInLanguage(url, language, queryClient));
  };

  async function renderInLanguage(
    url: string,
    language: Language,
    queryClient: QueryClient,
  ): Promise<RenderedPage | null> {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
    if (context.errors || !handles.at(-1)?.serverRendered) return null;
    // The page's words (the public ones and its route's areas) in its language, preloaded with its code.
    const areas = handles.flatMap((handle) => handle?.areas ?? []);
    const i18n = await createI18n(language, areas);
    const modules = [...catalogueModules(language, areas), ...handles.flatMap((handle) => handle?.modules ?? [])];

    const status: PageStatus = { code: 200 };
    const router = createStaticRouter(handler.dataRoutes, context);
    const { head, body } = await renderedPage(
      <StrictMode>
        <PageStatusProvider value={status}>
          <LanguageProvider i18n={i18n}>
            <AppProvider queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </LanguageProvider>
        </PageStatusProvider>
      </StrictMode>,
    );
    const data: ServerData = {
      origin: siteOrigin(),
      hydrate: !queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error'),
      ...pageQueries(queryClient),
      router: { loaderData: context.loaderData, actionData: null, errors: null },
    };
    queryClient.clear();
    return {
      status: status.code,
      missingVideoId: status.code === 404 ? status.videoId : undefined,
      head,
      body,
      data: `<script type="application/json" id="${SERVER_DATA_ID}">${scriptSafeJson(data)}</script>`,
      modules,
    };
  }
}
