/**
 * `npm run build:server`: compiles the API, the worker and create-admin to plain JavaScript in
 * `dist/` (server.js, worker.js, create-admin.js and their shared chunks), so production runs
 * `node dist/server.js` with no TypeScript loader.
 *
 * The @focustube/* workspaces are bundled in; every npm package stays external and is loaded from
 * node_modules at run time, exactly as when running the sources (native and wasm packages such as
 * @node-rs/argon2 and @electric-sql/pglite need their own files, and `npm ci --omit=dev` installs
 * them). Two details keep the output equivalent to the sources:
 *
 * - `import.meta.url` in a workspace file becomes the URL that file has in the repository, worked
 *   out from the bundle's own location. Paths built from it (services/core/migrations,
 *   services/core/seed, web/dist) therefore resolve to the same files as before, in the checkout and
 *   in the image, which keeps those folders at the same places next to dist/.
 * - A package is imported by name only when that name, looked up from dist/, finds the very file it
 *   finds from the importing source. Otherwise (a workspace's own nested copy, e.g.
 *   services/core/node_modules/lru-cache, shadowed at the root by another version) the import names
 *   that file by its path. npm places packages where package-lock.json says, and `--omit=dev` only
 *   leaves some out, so those paths hold in a production install too.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type ImportKind, type Plugin } from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = path.join(root, 'dist');

/** Output name (without .js) → source. */
export const entryPoints = {
  server: 'services/api/src/server.ts',
  worker: 'services/worker/src/main.ts',
  'create-admin': 'scripts/create-admin.ts',
};

const toPosix = (p: string) => p.split(path.sep).join('/');
const relativeImport = (from: string, to: string) => {
  const rel = toPosix(path.relative(from, to));
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const nodeLayout: Plugin = {
  name: 'focustube-node-layout',
  setup(build) {
    const inner = Symbol('inner');
    const resolveFrom = async (specifier: string, resolveDir: string, kind: ImportKind) => {
      const result = await build.resolve(specifier, { resolveDir, kind, pluginData: inner });
      return result.errors.length ? null : result.path;
    };

    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === inner || args.kind === 'entry-point') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@focustube/')) return undefined;
      const fromSource = await resolveFrom(args.path, args.resolveDir, args.kind);
      if (!fromSource) return { errors: [{ text: `Cannot find ${args.path} from ${args.importer}` }] };
      const fromOutput = await resolveFrom(args.path, outdir, args.kind);
      if (fromOutput === fromSource) return { path: args.path, external: true };
      return { path: relativeImport(outdir, fromSource), external: true };
    });

    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = JSON.stringify(relativeImport(outdir, args.path));
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer(log: (line: string) => void = console.log) {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.entries(entryPoints).map(([out, source]) => ({ in: source, out })),
    outdir,
    bundle: true,
    splitting: true,
    // Every output file sits directly in dist/, so a path relative to one is relative to all.
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Resolve as Node does: no "module" condition or field.
    conditions: [],
    mainFields: ['main'],
    keepNames: true,
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    metafile: true,
    plugins: [nodeLayout],
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`Built ${outputs.length} files in dist/ (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${seconds} s.`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
