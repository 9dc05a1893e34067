import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The one module that names the icons the app uses (`sprite('cpu')`, …). */
const ICONS_MODULE = fileURLToPath(new URL('../src/components/ui/icons.tsx', import.meta.url));
const MODULE_ID = 'virtual:icon-sprite';

/** Lucide's stroke: the colour of the text around the icon, 2 units wide, rounded. */
const STROKE = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon names `src/components/ui/icons.tsx` asks for, in its order. */
export function iconNames(source = readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...new Set([...source.matchAll(/\bsprite\('([a-z0-9-]+)'\)/g)].map((m) => m[1]!))];
}

/** One `<symbol>` per icon, drawn from Lucide's own icon data (the lucide-react package we already use). */
async function spriteOf(names: string[]): Promise<string> {
  const symbols = await Promise.all(
    names.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
      if (!module.__iconData) throw new Error(`lucide-react/icons/${name} carries no icon data`);
      const children = module.__iconData.node
        .map(([tag, attributes]) => {
          const attrs = Object.entries(attributes)
            .filter(([key]) => key !== 'key')
            .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
            .join('');
          return `<${tag}${attrs}/>`;
        })
        .join('');
      return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${children}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The app's icons as one SVG sprite (`assets/icons-<hash>.svg`), which each icon references with
 * `<use href>` (src/components/ui/icons.tsx) instead of carrying its paths inline: a server-rendered page
 * repeats an icon a hundred times (the menus' category icons), and the sprite is fetched once and kept
 * like any hashed asset. `import sprite from 'virtual:icon-sprite'` gives the sprite's URL, the same in
 * the browser's and the server's build; the dev server and the tests serve it at that URL too.
 */
export function iconSprite(): Plugin {
  let made: Promise<{ url: string; fileName: string; svg: string }> | undefined;
  const make = () =>
    (made ??= spriteOf(iconNames()).then((svg) => {
      const fileName = `assets/icons-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
      return { url: `/${fileName}`, fileName, svg };
    }));
  return {
    name: 'focustube-icon-sprite',
    resolveId(id) {
      return id === MODULE_ID ? `\0${MODULE_ID}` : null;
    },
    async load(id) {
      if (id !== `\0${MODULE_ID}`) return null;
      this.addWatchFile(ICONS_MODULE);
      return `export default ${JSON.stringify((await make()).url)};`;
    },
    watchChange(id) {
      if (id === ICONS_MODULE) made = undefined;
    },
    async generateBundle() {
      if (this.environment?.config.build.ssr) return;
      const { fileName, svg } = await make();
      this.emitFile({ type: 'asset', fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/assets/icons-')) return next();
        void make().then(({ url, svg }) => {
          if (req.url !== url) return next();
          res.setHeader('content-type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
  };
}
