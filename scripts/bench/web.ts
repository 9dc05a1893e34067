/**
 * `npx tsx scripts/bench/web.ts`: how heavy and how fast the web app is. Builds web/, lists every JS
 * and CSS asset with its raw and gzip size, and adds up the JavaScript "/" needs before it can run
 * (the entry and its static imports, from web/dist/.vite/manifest.json) against a 150 KB gzip budget.
 * Then loads "/" and a watch page in Chromium and reports FCP, LCP, CLS and the long-task total (a
 * stand-in for TBT) from PerformanceObserver — a Chromium trace, not a Lighthouse score.
 *
 * BENCH_ORIGIN=http://localhost:3000 measures a running server; otherwise the script starts
 * scripts/start.ts on a free port with its data in BENCH_DATA_DIR (default /tmp/focustube-bench-web;
 * the first run seeds the demo catalogue, which takes a minute). It prints figures; it asserts nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'web/dist');
const BUDGET_KB = 150;
const LOAD_BUDGET_KB = 170;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------------
// Bundle

function build() {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The web build failed.');
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };

function bundleReport() {
  const assets = path.join(dist, 'assets');
  const sizes = new Map<string, { raw: number; gzip: number }>();
  for (const name of readdirSync(assets).filter((n) => /\.(js|css)$/.test(n))) {
    const body = readFileSync(path.join(assets, name));
    sizes.set(`assets/${name}`, {
      raw: statSync(path.join(assets, name)).size,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  console.log('\nAssets (raw / gzip):');
  for (const [file, { raw, gzip }] of [...sizes].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${file.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}`);
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
  console.log(`\nInitial load of "/" (entry ${entryKey} and its static imports):`);
  for (const file of initial) console.log(`  ${file}`);
  console.log(
    `  JavaScript: ${kb(js.raw)} raw, ${kb(js.gzip)} gzip — budget ${BUDGET_KB} KB gzip: ${js.gzip <= BUDGET_KB * 1024 ? 'within' : 'OVER'}`,
  );
  console.log(`  CSS:        ${kb(styles.raw)} raw, ${kb(styles.gzip)} gzip`);
}

// ---------------------------------------------------------------------------------------------------
// Server

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

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  if (process.env.BENCH_ORIGIN) return { origin: process.env.BENCH_ORIGIN.replace(/\/$/, ''), stop: () => undefined };
  const port = await freePort();
  const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/focustube-bench-web';
  console.log(`\nStarting FocusTube on port ${port} (data in ${dataDir})…`);
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

// ---------------------------------------------------------------------------------------------------
// Page metrics

/**
 * Installed before any page script: collects paint, LCP, layout-shift and long-task entries. A string,
 * not a function, because tsx adds helpers to compiled functions that the page does not have.
 */
const OBSERVE = `
  const vitals = (window.__vitals = { fcp: 0, lcp: 0, cls: 0, longTasks: 0, tbt: 0 });
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { vitals.lcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) vitals.cls += e.value; });
  observe('longtask', (e) => { vitals.longTasks += 1; vitals.tbt += Math.max(0, e.duration - 50); });
`;

type Profile = {
  name: string;
  cpu: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
};
const PROFILES: Profile[] = [
  { name: 'desktop, no throttling', cpu: 1 },
  // Close to Lighthouse's mobile preset: 4× slower CPU, 150 ms RTT, 1.6 Mbps down.
  {
    name: 'mobile-ish: 4× CPU, 150 ms RTT, 1.6 Mbps',
    cpu: 4,
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
];

/** erf by Abramowitz & Stegun 7.1.26, as Lighthouse computes it. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - y * Math.exp(-x * x));
}

/** Lighthouse's log-normal metric score: 0.9 at the p10 control point, 0.5 at the median. */
function metricScore(value: number, { p10, median }: { p10: number; median: number }): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  return Math.min(1, Math.max(0, (1 - erf(standardized)) / 2));
}

/**
 * A performance score computed the way Lighthouse 10+ does (its weights and control points), from
 * the measured metrics. Speed Index is not traced, so LCP stands in for it, which can only lower the score.
 */
export function estimatedScore(v: { fcp: number; lcp: number; cls: number; tbt: number }, mobile: boolean): number {
  const curves = mobile
    ? { fcp: [1800, 3000], si: [3387, 5800], lcp: [2500, 4000], tbt: [200, 600], cls: [0.1, 0.25] }
    : { fcp: [934, 1600], si: [1311, 2300], lcp: [1200, 2400], tbt: [150, 350], cls: [0.1, 0.25] };
  const s = (x: number, [p10, median]: number[]) => metricScore(x, { p10: p10!, median: median! });
  return Math.round(
    100 *
      (0.1 * s(v.fcp, curves.fcp) +
        0.1 * s(v.lcp, curves.si) +
        0.25 * s(v.lcp, curves.lcp) +
        0.3 * s(v.tbt, curves.tbt) +
        0.25 * s(v.cls, curves.cls)),
  );
}

/** Bytes as sent over the wire (compressed bodies plus headers), counted from Chromium's network events. */
async function countBytes(cdp: CDPSession) {
  await cdp.send('Network.enable');
  const state = { bytes: 0, requests: 0 };
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    state.bytes += event.encodedDataLength;
    state.requests += 1;
  });
  return state;
}

async function measure(browser: Browser, origin: string, pagePath: string, profile: Profile) {
  const context = await browser.newContext({
    viewport: profile.cpu > 1 ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  // No request interception here: it would turn off the HTTP cache the repeat visit measures. Other
  // hosts (YouTube thumbnails, the player) fail at once through the browser's host-resolver rules.
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  const sent = await countBytes(cdp);
  await page.addInitScript({ content: OBSERVE });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  const untilLoad = { ...sent };
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: Record<string, number> }).__vitals);
  const firstVisit = { ...sent };
  // A returning visitor: the same page again with what the browser kept (revalidations answer 304).
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  const repeat = { bytes: sent.bytes - firstVisit.bytes, requests: sent.requests - firstVisit.requests };
  await context.close();
  return { vitals, untilLoad, firstVisit, repeat };
}

async function pageReport(origin: string) {
  const first = (await (await fetch(`${origin}/api/approved/?page_size=1`)).json()) as {
    results: { video_id: string }[];
  };
  const watch = first.results[0] ? `/watch_home/${first.results[0].video_id}` : null;
  const browser = await launchBrowser(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']);
  const bytesRows: string[] = [];
  try {
    console.log('\nPage metrics (Chromium PerformanceObserver trace, not a Lighthouse score; cold cache each load):');
    console.log(
      `  ${'page'.padEnd(28)} ${'profile'.padEnd(42)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'TBT~'.padStart(8)} ${'score~'.padStart(7)}`,
    );
    for (const pagePath of ['/', ...(watch ? [watch] : [])]) {
      for (const profile of PROFILES) {
        const { vitals: v, untilLoad, firstVisit, repeat } = await measure(browser, origin, pagePath, profile);
        bytesRows.push(
          `  ${pagePath.padEnd(28)} ${profile.name.padEnd(42)} ${kb(untilLoad.bytes).padStart(9)} (${untilLoad.requests}) ${kb(firstVisit.bytes).padStart(9)} (${firstVisit.requests}) ${kb(repeat.bytes).padStart(9)} (${repeat.requests})`,
        );
        const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
        console.log(
          `  ${pagePath.padEnd(28)} ${profile.name.padEnd(42)} ${ms(v.fcp!)} ${ms(v.lcp!)} ${v.cls!.toFixed(3).padStart(7)} ${ms(v.tbt!)} ${String(estimatedScore({ fcp: v.fcp!, lcp: v.lcp!, cls: v.cls!, tbt: v.tbt! }, profile.cpu > 1)).padStart(7)}`,
        );
      }
    }
    console.log('  TBT~ is the sum of (long task − 50 ms) over the first 3 s after load, CPU throttling included.');
    console.log(
      '  score~ applies Lighthouse 10 scoring (weights, desktop or mobile curves) to these metrics, with LCP standing in for Speed Index: an estimate, target ≥ 95 desktop.',
    );
    console.log(
      `\nBytes sent (compressed bodies and headers, as Chromium received them; requests in brackets; budget before load ${LOAD_BUDGET_KB} KB):`,
    );
    console.log(
      `  ${'page'.padEnd(28)} ${'profile'.padEnd(42)} ${'until load'.padStart(15)} ${'first 3 s'.padStart(15)} ${'repeat visit'.padStart(15)}`,
    );
    for (const row of bytesRows) console.log(row);
    console.log(
      '  until load: HTML, CSS, the JavaScript the page needs and its first data — what comes before it is interactive.',
    );
    console.log(
      '  first 3 s: plus what loads after first paint (menus, the live-update client). repeat visit: the same page again.',
    );
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  build();
  bundleReport();
  let lighthouse = false;
  try {
    await import('lighthouse' as string);
    lighthouse = true;
  } catch {
    // Not installed: measure with Playwright below.
  }
  if (lighthouse)
    console.log('\n(lighthouse is installed; run it against a running server for scores. Chromium trace follows.)');
  const server = await startServer();
  try {
    await pageReport(server.origin);
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
