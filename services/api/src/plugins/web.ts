import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  categoryParam,
  cleanWatchPath,
  courseParam,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGES,
  listPageParam,
  pickLanguage,
  PAGE_ALIASES,
  toLanguage,
  type Language,
  type PageRenderer,
  type RendererModule,
} from '@focustube/contracts';
import { sendNoRoute } from '../errors.ts';
import { translate } from '../i18n.ts';
import { escapeXml } from '../markup.ts';
import { CACHE_TAGS_HEADER, collectDependencies, dependsOn, EVERYTHING, videoTag, type Tagged } from './cache-tags.ts';
import { CachedBody, sendCachedBody } from './cached-body.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Vite names every file under assets/ after a hash of its content, so a changed file gets a new URL:
 * those may be kept for a year. Everything else (the HTML pages above all, which name the current
 * bundles) must be revalidated on every use, or a returning visitor keeps a page whose bundles a
 * deploy has removed.
 */
export const CACHE_HASHED_ASSET = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** A page that takes longer than this to render is sent as the app's shell, rendered in the browser. */
const RENDER_TIMEOUT_MS = 3000;

/** A page's words follow the reader's `lang` cookie and Accept-Language: shared caches must keep them apart. */
const VARY_LANGUAGE = 'cookie, accept-language';

/** The page's language: `?lang=sw` (a link to the Swahili page), else the `lang` cookie, else Accept-Language. */
function requestLanguage(request: FastifyRequest): { language: Language; fromQuery: boolean } {
  const search = request.url.split('?', 2)[1];
  const asked = search ? toLanguage(new URLSearchParams(search).get('lang')) : null;
  if (asked) return { language: asked, fromQuery: true };
  const cookie = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  return { language: pickLanguage({ cookie, acceptLanguage }), fromQuery: false };
}

/** The built index.html's description, which stands in the head of a page that gives none. */
const TEMPLATE_DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * The template in a language: `<html lang>`, the site's description, and the web app manifest (its
 * name and description are what a phone shows when the site is installed).
 */
const inLanguage = (html: string, language: Language) =>
  html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      TEMPLATE_DESCRIPTION,
      `<meta name="description" content="${escapeXml(translate(language, 'page.description'))}" />`,
    )
    .replace('href="/manifest.webmanifest"', `href="${MANIFESTS[language]}"`);

/** One manifest per language (web/public): the installed app's name and description are read from it. */
const MANIFESTS: Record<Language, string> = { en: '/manifest.webmanifest', sw: '/manifest.sw.webmanifest' };

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/** A page's path as routes match it: without trailing slashes, in any case. */
const routePath = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';
/**
 * The lists' addresses (spec §2): a category's or section's list (`/category/technology`, `/health/sleep`),
 * or one of the "More" lists. Watch pages, courses and a suggestion's video (`/video_input/…`) are not lists.
 */
const LIST_PATH = /^\/(?!watch|courses\/|video_input\/)[^/]+\/[^/]+$|^\/(?:business|poverty|politics|maulidi)$/;

/**
 * The query parameters public pages read, each where it is read and as the page reads it (null: the
 * page does not read it): search's `q`, a lesson's `course` on a watch page (/watch/… and its families),
 * the courses' `category` on /courses, Best First's `ordering=best` on the lists, and a later page of a
 * list or search results (`page=2`…). The course, category and page follow the browser's own rules
 * (contracts/page-parameters.ts), so both draw the same page: `page=1` or `page=two` is the first page,
 * one copy of it.
 */
const PAGE_PARAMETERS: [string, (path: string, value: string) => string | null][] = [
  ['q', (path, value) => (path === '/search' ? value : null)],
  ['course', (path, value) => (/^\/watch[a-z_]*\/[^/]+$/.test(path) ? courseParam(value) : null)],
  ['category', (path, value) => (path === '/courses' ? categoryParam(value) : null)],
  ['ordering', (path, value) => (value === 'best' && !/^\/(watch|search|courses)/.test(path) ? value : null)],
  [
    'page',
    (path, value) => {
      const page = path === '/search' || LIST_PATH.test(path) ? listPageParam(value) : null;
      return page === null ? null : String(page);
    },
  ],
];

export interface WebOptions {
  dist?: string;
  /** The site's public address, for canonical links and link previews. */
  origin: string;
  /** Whether a video id was in the catalogue and has been removed (its page answers 410 Gone). */
  isRemovedVideo: (videoId: string) => Promise<boolean>;
}

/**
 * The page's template (the built index.html) cut where the rendered parts go: its default title and
 * description are the fallback for a page that declares none.
 */
function readTemplate(root: string) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const defaults = [...html.matchAll(/<title>[^<]*<\/title>|<meta name="description"[^>]*>/g)].map((m) => m[0]);
  let trimmed = html;
  for (const tag of defaults) trimmed = trimmed.replace(tag, '');
  const [beforeHeadEnd, afterHeadEnd] = trimmed.split('</head>') as [string, string];
  const [beforeRoot, afterRoot] = afterHeadEnd.split('<div id="root"></div>') as [string, string];
  return { shell: html, defaults: defaults.join(''), beforeHeadEnd, beforeRoot, afterRoot };
}

/** The chunks a route module needs that the entry does not already load, as modulepreload links. */
function preloadLinks(manifest: Record<string, ManifestChunk>, template: string, modules: string[]): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const missing = (file: string) => !template.includes(`/${file}"`);
  return (
    [...css]
      .filter(missing)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('') +
    [...files]
      .filter(missing)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('')
  );
}

/**
 * Serves the built React app, brotli or gzip copies made at build time when the browser takes them,
 * and every page URL (GET or HEAD): public pages rendered on the server with their first page of data
 * (cached until the catalogue changes), members' and moderators' screens as the app's shell, rendered
 * in the browser. Unknown /api paths stay JSON problems.
 */
export default fp<WebOptions>(
  async (app, { dist, origin, isRemovedVideo }) => {
    const root = path.resolve(dist ?? defaultWebDist);
    const assets = path.join(root, 'assets') + path.sep;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The policy is ours, per file, below; the ETag and Last-Modified validators stay on.
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', file.startsWith(assets) ? CACHE_HASHED_ASSET : CACHE_REVALIDATE);
        },
      });
    }

    const template = built ? readTemplate(root) : null;
    /** The template's parts that depend on the language, in each, made once: the shell and the head's start. */
    const localized = new Map(
      LANGUAGES.map((language) => [
        language,
        template && {
          shell: new CachedBody(inLanguage(template.shell, language), 'text/html; charset=utf-8'),
          beforeHeadEnd: inLanguage(template.beforeHeadEnd, language),
          defaults: inLanguage(template.defaults, language),
        },
      ]),
    );
    const rendererPath = path.join(root, '.ssr', 'entry-server.js');
    let renderPage: PageRenderer | null = null;
    let manifest: Record<string, ManifestChunk> = {};
    if (template && existsSync(rendererPath)) {
      const module = (await import(pathToFileURL(rendererPath).href)) as RendererModule;
      manifest = JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
      // The pages' API calls are answered in-process, through the same routes and caches as the browser's;
      // a page depends on what its answers depend on.
      renderPage = module.createPageRenderer(
        async (apiPath, init) => {
          const language = new Headers(init.headers).get('accept-language');
          const answer = await app.inject({
            method: 'GET',
            url: apiPath,
            headers: {
              accept: 'application/json',
              ...(language ? { 'accept-language': language } : {}),
              ...app.inProcessHeaders,
            },
            signal: init.signal ?? undefined,
          });
          // An answer that named nothing it depends on (an error, a route that keeps no tags) may depend on anything.
          const tags = answer.headers[CACHE_TAGS_HEADER];
          dependsOn(typeof tags === 'string' && tags ? tags.split(' ') : [EVERYTHING]);
          return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.payload, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
          });
        },
        { origin },
      );
    } else if (template) {
      app.log.warn('The server renderer is not built (web/dist/.ssr): pages are rendered in the browser only.');
    }

    /**
     * The page's address as rendered and cached: its path, and only the query parameters its page reads
     * (the rest would render the same page under another key). Rendered without them, a lesson opened
     * from a course or a Best First list came out as another page, which the browser then redrew.
     */
    function pageUrl(url: string): string {
      const [pathname = '/', search = ''] = url.split('?', 2);
      if (!search) return pathname;
      const given = new URLSearchParams(search);
      const kept = new URLSearchParams();
      const path = routePath(pathname);
      for (const [name, reads] of PAGE_PARAMETERS) {
        const value = given.get(name);
        const read = value === null ? null : reads(path, value);
        if (read !== null) kept.set(name, read);
      }
      const query = kept.toString();
      return query ? `${pathname}?${query}` : pathname;
    }

    /** A page with the tags of every API answer it was rendered from (none: it depends on nothing that changes). */
    async function renderTagged(url: string, language: Language): Promise<Tagged> {
      const { value: body, tags } = await collectDependencies(() => render(url, language));
      return { body, tags: [...tags] };
    }

    async function render(url: string, language: Language): Promise<CachedBody> {
      const { shell, beforeHeadEnd, defaults } = localized.get(language)!;
      const page = await Promise.race([
        renderPage!(`${origin}${url}`, { language }),
        new Promise<'late'>((resolve) => setTimeout(resolve, RENDER_TIMEOUT_MS, 'late').unref()),
      ]);
      if (page === 'late') {
        app.log.warn({ url }, 'page rendering took too long: sending the shell');
        return new CachedBody(shell.text, 'text/html; charset=utf-8', 200, false);
      }
      if (!page) return shell;
      if (page.missingVideoId) dependsOn([videoTag(page.missingVideoId)]);
      const status =
        page.missingVideoId && (await isRemovedVideo(page.missingVideoId).catch(() => false)) ? 410 : page.status;
      const t = template!;
      const html = Buffer.concat([
        Buffer.from(
          `${beforeHeadEnd}${page.head.includes('<title>') ? page.head : defaults + page.head}` +
            `${preloadLinks(manifest, t.shell, page.modules)}</head>${t.beforeRoot}<div id="root">`,
        ),
        page.body,
        Buffer.from(`</div>${page.data}${t.afterRoot}`),
      ]);
      return new CachedBody(html, 'text/html; charset=utf-8', status);
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const { language, fromQuery } = requestLanguage(request);
      // A link to a page in a language (?lang=sw, the address search engines index) makes it the reader's choice.
      if (fromQuery) {
        void reply.header(
          'set-cookie',
          `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`,
        );
      }
      const { shell } = localized.get(language)!;
      if (!renderPage) return sendCachedBody(request, reply, shell, CACHE_REVALIDATE, VARY_LANGUAGE);
      const url = pageUrl(request.url);
      try {
        const page = await app.pageCache.get(`${language} ${url}`, null, () => renderTagged(url, language));
        return sendCachedBody(request, reply, page, CACHE_REVALIDATE, VARY_LANGUAGE);
      } catch (err) {
        // The browser can still render the page from the shell, with its own requests and error states.
        request.log.error({ err, url }, 'page rendering failed: sending the shell');
        return sendCachedBody(request, reply, shell, CACHE_REVALIDATE, VARY_LANGUAGE);
      }
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0]!;
      const page = request.method === 'GET' || request.method === 'HEAD';
      // A missing asset is a 404, never the app's page: a tab from before a deploy must see its chunk
      // fail (and reload into the new build), not parse HTML as JavaScript.
      if (url.startsWith('/assets/')) {
        return reply
          .status(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('This file is not part of the current version of FocusTube. Reload the page.');
      }
      // A page's form sent by a browser without scripts (the app posts its forms to the API itself): back to
      // the page, which says that sending forms needs JavaScript, rather than an API error in JSON.
      if (
        request.method === 'POST' &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        String(request.headers.accept ?? '').includes('text/html')
      ) {
        // Only to a path of this site: `//other.example/…` would be another site's address.
        const back = /^\/(?![/\\])/.test(url) ? request.url : '/';
        return reply.header('cache-control', 'no-store').redirect(back, 303);
      }
      if (url.startsWith('/api/') || url === '/api' || !page) return sendNoRoute(request, reply);
      // For good, query kept: an address people type or guess (/signup, /health), or a shared watch link with
      // something glued on after its id (a chat's full stop, `&t=30`), so the visitor sees the video and link
      // previews name the clean address (contracts' cleanWatchPath).
      const moved = PAGE_ALIASES.get(routePath(url)) ?? cleanWatchPath(url);
      if (moved) {
        const query = request.url.slice(url.length);
        return reply.header('cache-control', CACHE_REVALIDATE).redirect(`${moved}${query}`, 301);
      }
      if (!built) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html')
          .send(
            '<!doctype html><title>FocusTube</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
          );
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web', dependencies: ['catalogue-cache', 'security'] },
);
