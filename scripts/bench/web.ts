/**
 * `npm run bench:web [-- options]`: how fast the public pages are for a visitor on a phone, and how fast
 * the server makes them. Prints figures and a table of the issue's targets, met or not; it asserts
 * nothing and exits 0 unless it could not run.
 *
 *   1. Builds web/, lists every JS and CSS asset (raw and gzip), and adds up the JavaScript "/" needs
 *      before it can run: the entry and its static imports, from web/dist/.vite/manifest.json.
 *   2. Loads "/", a category list, a watch page and the sign-in page cold (a new browser context each time) in Chromium
 *      under Lighthouse's phone profile (4× CPU, 150 ms, 1.6 Mbps down, 750 kbps up, 412×823 at 1.75,
 *      a phone user agent) and its desktop profile (40 ms, 10 Mbps, 1350×940), `--runs` times each, and
 *      prints the median FCP, Speed Index, LCP, TBT, CLS and a score estimate: Lighthouse's scoring
 *      applied to metrics from a Chromium trace (web-page.ts says how each is taken), not Lighthouse.
 *      With each load: the scripts it fetched before going quiet (transfer, and gzip at level 9), the
 *      bytes sent, and on the watch page every request to YouTube's player hosts before any click.
 *   3. Presses the header's menus on an idle "/" (`--presses` times each; tap on the phone profile,
 *      click on desktop) and times the press to the frame where the menu's link is on screen.
 *   4. Server: a bare Fastify hello-world against "/" from the response cache, and the p99 of watch
 *      pages and category lists with no cache, in a PostgreSQL bench database (ssr.ts).
 *
 * Options:
 *   --part P             all | browser | server (default all)
 *   --runs N             cold loads of each page under each profile (default 3); the median is reported
 *   --presses N          presses of each menu (default 5)
 *   --no-build           use web/dist as it is
 *   --devtools-adjusted  phone network as `lighthouse --throttling-method=devtools` sends it
 *                        (562.5 ms request latency, 1.44 Mbps): closer to a real first connection
 *   --million            server part on a million synthetic approved videos (generate.ts; minutes)
 *   --keep               reuse a filled bench database and keep it (with --million, saves the minutes)
 *   --db NAME            bench database (default focustube_bench_web; catalogue.ts's is focustube_bench)
 *   --connections N, --duration S, --warmup S   autocannon settings (10, 10, 2)
 * Environment: BENCH_ORIGIN=http://localhost:3000 measures a running server in the browser part;
 * otherwise scripts/start.ts runs on a free port with its data in BENCH_DATA_DIR (default
 * /tmp/focustube-bench-web; the first run seeds the demo catalogue, about a minute). The server part
 * uses BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) and REDIS_URL (default
 * redis://127.0.0.1:6379, keys under a random bench- prefix, removed at the end); its child processes
 * inherit the environment, so a setting of the server-rendering code can be passed the same way.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadavg, machineLine } from './harness.ts';
import { serverReport, type ServerResults } from './ssr.ts';
import { browserReport, kb, median, ms, OPENERS, profiles, type BrowserResults, type Load } from './web-page.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'web/dist');
const log = (message: string) => console.log(message);

const { values: flags } = parseArgs({
  options: {
    part: { type: 'string', default: 'all' },
    runs: { type: 'string', default: '3' },
    presses: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    'devtools-adjusted': { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    db: { type: 'string', default: 'focustube_bench_web' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    help: { type: 'boolean', default: false },
  },
});
if (flags.help) {
  log(
    'Usage: npm run bench:web -- [--part all|browser|server] [--runs N] [--presses N] [--no-build] [--devtools-adjusted] [--million] [--keep] [--db NAME] [--connections N] [--duration S] [--warmup S]',
  );
  process.exit(0);
}
const count = (name: string, value: string, min: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number ≥ ${min}, not ${value}`);
  return n;
};
if (!['all', 'browser', 'server'].includes(flags.part)) throw new Error(`--part must be all, browser or server`);
const settings = {
  browser: flags.part !== 'server',
  server: flags.part !== 'browser',
  runs: count('runs', flags.runs, 1),
  presses: count('presses', flags.presses, 1),
  connections: count('connections', flags.connections, 1),
  duration: count('duration', flags.duration, 1),
  warmup: count('warmup', flags.warmup, 0),
};

/** The issue's targets. */
const TARGET = {
  phoneLcpMs: 2000,
  phoneCls: 0.02,
  phoneScore: 90,
  desktopScore: 98,
  jsGzipKb: 120,
  openMs: 100,
  cachedShare: 0.3,
  uncachedP99Ms: 20,
};

// ---------------------------------------------------------------------------------------------------
// Bundle

function build() {
  log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The web build failed.');
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/** Prints every asset's size and returns the gzip bytes of the JavaScript "/" imports statically. */
function bundleReport(): number {
  const assets = path.join(dist, 'assets');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
    const body = readFileSync(path.join(assets, name));
    sizes.set(`assets/${name}`, {
      raw: statSync(path.join(assets, name)).size,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  log('\nAssets (raw / gzip):');
  for (const [file, { raw, gzip }] of [...sizes].sort((a, b) => b[1].gzip - a[1].gzip)) {
    log(`  ${file.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);
  }

  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest names no entry.');
  const initial = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const total = (files: Set<string>) =>
    [...files].reduce(
      (sum, file) => ({ raw: sum.raw + (sizes.get(file)?.raw ?? 0), gzip: sum.gzip + (sizes.get(file)?.gzip ?? 0) }),
      { raw: 0, gzip: 0 },
    );
  const js = total(initial);
  const styles = total(css);
  log(`\nStatic imports of the entry (${entryKey}), what any page runs first:`);
  for (const file of initial) log(`  ${file}`);
  log(`  JavaScript: ${kb(js.raw)} raw, ${kb(js.gzip)} gzip (the lazy chunks each page adds are counted below)`);
  log(`  CSS:        ${kb(styles.raw)} raw, ${kb(styles.gzip)} gzip`);
  return js.gzip;
}

// ---------------------------------------------------------------------------------------------------
// The product, for the browser part

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startProduct(): Promise<{ origin: string; stop: () => void }> {
  if (process.env.BENCH_ORIGIN) return { origin: process.env.BENCH_ORIGIN.replace(/\/$/, ''), stop: () => undefined };
  const port = await freePort();
  const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/focustube-bench-web';
  log(`\nStarting FocusTube on port ${port} (data in ${dataDir})…`);
  // A process group of its own, so stopping it stops tsx's child too.
  const child = spawn('npx', ['tsx', 'scripts/start.ts', '--no-web-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 180_000; waited += 1000) {
    if (child.exitCode !== null) throw new Error('The server exited before answering.');
    const up = await fetch(`${origin}/api/site/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error('The server did not answer within 3 minutes.');
}

/**
 * "/", a category list with a full first page (the issue's examples first), a watch page (the three the
 * targets name) and the sign-in page (a form someone reaches from a link; figures only).
 */
async function publicPages(origin: string) {
  const json = async <T>(path: string) => (await (await fetch(origin + path)).json()) as T;
  const tree = await json<{ results: { slug: string; subcategories: { slug: string; path: string }[] }[] }>(
    '/api/categories',
  );
  const lists = tree.results
    .flatMap((c) => c.subcategories.map((s) => ({ category: c.slug, ...s })))
    .sort((a, b) => Number(b.path === '/technology/ai-tools') - Number(a.path === '/technology/ai-tools'))
    .sort((a, b) => Number(b.path === '/health/sleep') - Number(a.path === '/health/sleep'));
  let list: string | undefined;
  for (const l of lists) {
    const { count } = await json<{ count: number }>(
      `/api/approved/?categories=${l.category}&subcategory=${l.slug}&page_size=1`,
    );
    if (count >= 20) {
      list = l.path;
      break;
    }
  }
  const first = (await (await fetch(`${origin}/api/approved/?page_size=1`)).json()) as {
    results: { video_id: string }[];
  };
  const video = first.results[0]?.video_id;
  return [
    { label: '/', path: '/' },
    ...(list ? [{ label: 'list', path: list }] : []),
    ...(video ? [{ label: 'watch', path: `/watch/${video}` }] : []),
    { label: 'sign-in', path: '/login' },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Reports

interface TargetRow {
  target: string;
  figure: string;
  met: boolean | null;
}

function printBrowser(results: BrowserResults, pages: { label: string; path: string }[], rows: TargetRow[]) {
  const medianOf = (loads: Load[], pick: (l: Load) => number) => median(loads.map(pick));
  log(`\nStand-in thumbnails: ${results.thumbnails}.`);
  log(
    `\nCold loads, medians of ${settings.runs} (an estimate from a Chromium trace with Lighthouse's scoring, not a Lighthouse run):`,
  );
  log(
    `  ${'profile'.padEnd(8)} ${'page'.padEnd(34)} ${['TTFB', 'FCP', 'SI', 'LCP', 'TBT', 'CLS', 'TTI~', 'score~'].map((h) => h.padStart(8)).join(' ')}`,
  );
  for (const [profileId, byPage] of results.loads) {
    for (const { label, path: pagePath } of pages) {
      const loads = byPage.get(label) ?? [];
      const m = (pick: (l: Load) => number) => ms(medianOf(loads, pick)).padStart(8);
      const si = ms(medianOf(loads, (l) => l.metrics.si ?? NaN)).padStart(8);
      const cls = medianOf(loads, (l) => l.metrics.cls)
        .toFixed(3)
        .padStart(8);
      const score = String(medianOf(loads, (l) => l.score)).padStart(8);
      log(
        `  ${profileId.padEnd(8)} ${pagePath.slice(0, 34).padEnd(34)} ${m((l) => l.metrics.ttfb)} ${m((l) => l.metrics.fcp)} ${si} ${m((l) => l.metrics.lcp)} ${m((l) => l.metrics.tbt)} ${cls} ${m((l) => l.metrics.tti)} ${score}`,
      );
      log(
        `  ${''.padEnd(8)}   LCP element: ${loads[0]?.lcpElement ?? '—'}; long tasks: ${loads.map((l) => l.longTasks).join(', ')}`,
      );
    }
  }
  log(
    '  TTI~: the end of the last long task before 5 s with none and at most two requests in flight. TBT: long-task time beyond 50 ms between FCP and TTI~. SI: speedline over screencast frames (when frames are missing the score leaves SI out and weighs the rest pro rata).',
  );

  log(
    `\nJavaScript fetched before the page went quiet, target ≤ ${TARGET.jsGzipKb} KB gzip (first run; gzip: each file at level 9; transfer: as sent, headers included):`,
  );
  for (const [profileId, byPage] of results.loads) {
    for (const { label, path: pagePath } of pages) {
      const load = byPage.get(label)?.[0];
      if (!load) continue;
      const own = load.scripts.filter((s) => results.gzip.has(s.url));
      const gzip = own.reduce((sum, s) => sum + results.gzip.get(s.url)!, 0);
      const transfer = own.reduce((sum, s) => sum + s.transfer, 0);
      const byLoad = own.filter((s) => s.byLoad);
      const gzipByLoad = byLoad.reduce((sum, s) => sum + results.gzip.get(s.url)!, 0);
      log(
        `  ${profileId.padEnd(8)} ${pagePath.slice(0, 34).padEnd(34)} ${String(own.length).padStart(3)} scripts  ${kb(gzip).padStart(9)} gzip  ${kb(transfer).padStart(9)} transfer; asked before the load event: ${byLoad.length}, ${kb(gzipByLoad)} gzip`,
      );
      if (profileId === 'phone') {
        const sorted = [...own].sort((a, b) => results.gzip.get(b.url)! - results.gzip.get(a.url)!);
        const big = sorted.filter((s) => results.gzip.get(s.url)! >= 2048);
        const small = sorted.slice(big.length);
        log(
          `  ${''.padEnd(12)}${big.map((s) => `${new URL(s.url).pathname.replace('/assets/', '')} ${kb(results.gzip.get(s.url)!)}`).join(', ')}; ${small.length} more under 2 KB, ${kb(small.reduce((sum, s) => sum + results.gzip.get(s.url)!, 0))}`,
        );
        rows.push({
          target: `JS before interactive, ${label} (phone, gzip)`,
          figure: kb(gzip),
          met: gzip <= TARGET.jsGzipKb * 1024,
        });
      }
    }
  }

  log(`\nBytes received (compressed bodies and headers; requests in brackets), first run:`);
  log(
    `  ${'profile'.padEnd(8)} ${'page'.padEnd(34)} ${'until load'.padStart(18)} ${'until quiet'.padStart(18)} ${'repeat visit'.padStart(18)}`,
  );
  for (const [profileId, byPage] of results.loads) {
    for (const { label, path: pagePath } of pages) {
      const sent = byPage.get(label)?.[0]?.sent;
      if (!sent) continue;
      const cell = (s: { bytes: number; requests: number } | null) =>
        (s ? `${kb(s.bytes)} (${s.requests})` : '—').padStart(18);
      log(
        `  ${profileId.padEnd(8)} ${pagePath.slice(0, 34).padEnd(34)} ${cell(sent.load)} ${cell(sent.quiet)} ${cell(sent.repeat)}`,
      );
    }
  }

  const watch = pages.find((p) => p.label === 'watch');
  if (watch) {
    log(
      `\nYouTube player hosts (youtube.com, youtube-nocookie.com, googlevideo.com, s.ytimg.com) on ${watch.path} before any click:`,
    );
    for (const [profileId, byPage] of results.loads) {
      const loads = byPage.get('watch') ?? [];
      const requests = Math.max(...loads.map((l) => l.youtube.requests));
      const bytes = Math.max(...loads.map((l) => l.youtube.bytes));
      log(
        `  ${profileId.padEnd(8)} ${requests} requests, ${kb(bytes)} received (most in one load)${
          requests
            ? `: ${loads
                .flatMap((l) => l.youtube.urls)
                .slice(0, 3)
                .join(', ')}`
            : ''
        }`,
      );
      rows.push({
        target: `watch page: YouTube player requests before play (${profileId})`,
        figure: `${requests} requests, ${kb(bytes)}`,
        met: requests === 0,
      });
    }
    log(
      "  This machine reaches no other host, so these requests fail: a visitor's phone would download the player here.",
    );
  }

  for (const profile of ['phone', 'desktop'] as const) {
    const byPage = results.loads.get(profile);
    if (!byPage) continue;
    for (const { label } of pages) {
      const loads = byPage.get(label) ?? [];
      if (loads.length === 0) continue;
      const score = median(loads.map((l) => l.score));
      if (profile === 'phone' && (label === '/' || label === 'watch')) {
        const lcp = median(loads.map((l) => l.metrics.lcp));
        const cls = median(loads.map((l) => l.metrics.cls));
        rows.push({ target: `phone LCP ${label} ≤ 2.0 s`, figure: ms(lcp), met: lcp <= TARGET.phoneLcpMs });
        rows.push({
          target: `phone CLS ${label} ≤ ${TARGET.phoneCls}`,
          figure: cls.toFixed(3),
          met: cls <= TARGET.phoneCls,
        });
        rows.push({
          target: `phone score~ ${label} ≥ ${TARGET.phoneScore}`,
          figure: String(score),
          met: score >= TARGET.phoneScore,
        });
      }
      if (profile === 'desktop' && label !== 'sign-in') {
        rows.push({
          target: `desktop score~ ${label} ≥ ${TARGET.desktopScore}`,
          figure: String(score),
          met: score >= TARGET.desktopScore,
        });
      }
    }
  }

  log(`\nPress → menu on screen, on an idle "/" (${settings.presses} presses; the first loads the menu's code):`);
  for (const { opener, times } of results.openers) {
    const list = times.visible.map((t) => ms(t)).join(', ');
    const visible = median(times.visible);
    log(
      `  ${opener.name.padEnd(58)} median ${ms(visible).padStart(7)} (settled ${ms(median(times.settled))}); each: ${list}`,
    );
    if (opener === OPENERS[0]) {
      rows.push({
        target: `tap → phone drawer, median of ${settings.presses}`,
        figure: ms(visible),
        met: visible <= TARGET.openMs,
      });
      rows.push({
        target: 'tap → phone drawer, first tap',
        figure: ms(times.visible[0]!),
        met: times.visible[0]! <= TARGET.openMs,
      });
    }
  }
  log(
    '  From the press as the page received it (event.timeStamp) to the frame in which the link first intersects the viewport (IntersectionObserver time); settled: wholly on screen, the slide-in done.',
  );
}

function printServer(s: ServerResults, rows: TargetRow[], million: boolean) {
  const helloRps = (s.hello[0]!.rps + s.hello[1]!.rps) / 2;
  const share = s.cachedHome.rps / helloRps;
  log(
    `\nServer (${s.approved.toLocaleString('en')} approved videos; "/" answered with ${s.html === 'server-rendered' ? 'server-rendered HTML' : 'the client shell index.html, not server-rendered yet'}, ${kb(s.htmlBytes)}):`,
  );
  log(
    `  hello-world ${s.hello.map((h) => h.rps.toFixed(0)).join(' and ')} req/s (mean ${helloRps.toFixed(0)}); "/" from the response cache ${s.cachedHome.rps.toFixed(0)} req/s = ${(100 * share).toFixed(1)} % (plain, as the hello-world answers), ${s.cachedHomeBrotli.rps.toFixed(0)} req/s asking for brotli`,
  );
  rows.push({
    target: `cached "/" ≥ ${100 * TARGET.cachedShare} % of hello-world req/s (${s.html})`,
    figure: `${(100 * share).toFixed(1)} %`,
    met: share >= TARGET.cachedShare,
  });
  // The load generator shares the two cores and reads a page's bytes far slower than a hello-world's, so
  // the req/s above says as much about the client as about the server. What an answer costs the server
  // (its CPU time per answer) says how many the server could give with the cores to itself.
  const helloCpu = (s.hello[0]!.cpuUs + s.hello[1]!.cpuUs) / 2;
  const capacity = helloCpu / s.cachedHome.cpuUs;
  const capacityBrotli = helloCpu / s.cachedHomeBrotli.cpuUs;
  log(
    `  server CPU per answer: hello-world ${helloCpu.toFixed(0)} µs; "/" from the response cache ${s.cachedHome.cpuUs.toFixed(0)} µs plain, ${s.cachedHomeBrotli.cpuUs.toFixed(0)} µs brotli: ${(100 * capacity).toFixed(1)} % and ${(100 * capacityBrotli).toFixed(1)} % of the hello-world's answers per CPU second`,
  );
  rows.push({
    target: `cached "/" ≥ ${100 * TARGET.cachedShare} % of hello-world per server CPU second (brotli, as browsers ask)`,
    figure: `${(100 * capacityBrotli).toFixed(1)} %`,
    met: Number.isNaN(capacityBrotli) ? null : capacityBrotli >= TARGET.cachedShare,
  });
  log(
    `  uncached, ${settings.connections} connections: watch p99 ${s.uncachedWatch.result.p99.toFixed(1)} ms, list p99 ${s.uncachedList.result.p99.toFixed(1)} ms; one connection (a render without queueing): watch p50 ${s.serialWatch.p50.toFixed(1)} / p99 ${s.serialWatch.p99.toFixed(1)} ms, list p50 ${s.serialList.p50.toFixed(1)} / p99 ${s.serialList.p99.toFixed(1)} ms`,
  );
  const at = million ? '1M videos' : `${s.approved.toLocaleString('en')} videos, not 1M (--million)`;
  for (const [label, { result, distinct }] of [
    ['watch', s.uncachedWatch],
    ['list', s.uncachedList],
  ] as const) {
    rows.push({
      target: `uncached p99 ${label} ≤ ${TARGET.uncachedP99Ms} ms (${distinct} URLs, ${settings.connections} connections, ${at})`,
      figure: `${result.p99.toFixed(1)} ms`,
      met: million ? result.p99 <= TARGET.uncachedP99Ms : null,
    });
  }
}

function printTargets(rows: TargetRow[]) {
  const width = Math.max(...rows.map((r) => r.target.length));
  const figure = Math.max(...rows.map((r) => r.figure.length));
  log(`\nTargets (load average now ${loadavg()}; scores are estimates from a Chromium trace, not Lighthouse):`);
  for (const r of rows) {
    log(
      `  ${r.target.padEnd(width)}  ${r.figure.padStart(figure)}  ${r.met === null ? '—' : r.met ? 'met' : 'NOT MET'}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  log('FocusTube web benchmark');
  log(machineLine());
  log(`Load average before: ${loadavg()} (other work on this machine skews every figure below)`);
  const rows: TargetRow[] = [];
  if (settings.browser) {
    if (!flags['no-build']) build();
    const staticGzip = bundleReport();
    rows.push({
      target: `JS the entry imports statically ≤ ${TARGET.jsGzipKb} KB gzip (manifest)`,
      figure: kb(staticGzip),
      met: staticGzip <= TARGET.jsGzipKb * 1024,
    });
    const product = await startProduct();
    const interrupted = () => {
      product.stop();
      process.exit(130);
    };
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    try {
      const pages = await publicPages(product.origin);
      const chosen = profiles(flags['devtools-adjusted']);
      log(`\nProfiles: ${chosen.map((p) => p.label).join('; ')}. Each load in a new context (cold cache).`);
      const results = await browserReport({
        origin: product.origin,
        pages,
        profiles: chosen,
        runs: settings.runs,
        presses: settings.presses,
        log,
      });
      printBrowser(results, pages, rows);
    } finally {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      product.stop();
    }
  }
  if (settings.server) {
    log(
      `\nServer part: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per scenario.`,
    );
    const results = await serverReport({
      adminUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      dbName: flags.db,
      million: flags.million,
      keep: flags.keep,
      connections: settings.connections,
      duration: settings.duration,
      warmup: settings.warmup,
      log,
    });
    printServer(results, rows, flags.million);
  }
  printTargets(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
