import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface BuiltChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Members', moderators' and tool screens (and the sample profile and test list, which robots.txt also
 * closes), and their parts of the message catalogues: their code and words are fetched when first
 * opened, not when the service worker installs, so a visitor's first install carries only what the
 * public pages run.
 */
const NOT_IN_SHELL =
  /^src\/(?:app\/routes\/(?:(?:account|moderation|tools)-|page-(?:profile|tailwind)\.)|locales\/\w+\/messages\.json\?area=(?:member|moderator)$)/;

/**
 * The files of the offline shell: every entry's code and styles, and whatever the public screens load
 * from it, statically or lazily, up to a screen in NOT_IN_SHELL (a chunk such a screen shares with a
 * public one is still in).
 */
export function shellFiles(manifest: Record<string, BuiltChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || (chunk.src && NOT_IN_SHELL.test(chunk.src))) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

const dist = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

/**
 * vite-plugin-pwa is loaded by a name TypeScript does not follow: its types bring in workbox-build's,
 * and with them type-fest's `lib esnext`, which would change the web app's own types (Set methods).
 */
const PWA_PLUGIN: string = 'vite-plugin-pwa';
type VitePWA = (options: Record<string, unknown>) => Plugin[];

/**
 * The service worker (src/service-worker/sw.ts, built to /sw.js, registered by
 * src/lib/service-worker.ts), given the list of files to keep at install: the offline page, its
 * script and logo, the web manifest, and the shell of the public pages. Nothing in `vite dev`.
 */
export async function offlineSupport(): Promise<Plugin[]> {
  const { VitePWA } = (await import(PWA_PLUGIN)) as { VitePWA: VitePWA };
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The manifest and its <link> are static files (public/, index.html); registration is ours.
    manifest: false,
    injectRegister: false,
    includeManifestIcons: false,
    devOptions: { enabled: false },
    injectManifest: {
      // A classic script: every browser with service workers runs it.
      rollupFormat: 'iife',
      globPatterns: ['assets/*.{js,css,woff2,svg}', 'offline.{html,js}', 'icons/icon.svg', 'manifest.webmanifest'],
      manifestTransforms: [
        async (entries: { url: string }[]) => {
          const built = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, BuiltChunk>;
          const shell = shellFiles(built);
          // The icons' sprite (build/icon-sprite.ts) is no chunk's import, and every page draws from it.
          const kept = (url: string) =>
            !url.startsWith('assets/') || shell.has(url) || /^assets\/icons-\w+\.svg$/.test(url);
          return { manifest: entries.filter((e) => kept(e.url)), warnings: [] };
        },
      ],
    },
  });
}
