/**
 * The browser half of `npm run bench:web`: cold loads of public pages in Chromium under Lighthouse's
 * phone and desktop profiles, applied through the DevTools protocol, and the time from a tap to an
 * open menu. Every figure comes from the page's own PerformanceObserver entries, Chromium's network
 * events and its screencast frames; the score is Lighthouse's formula applied to them
 * (lighthouse-score.ts), not a Lighthouse run.
 *
 * How each metric is taken:
 *   FCP, LCP   paint and largest-contentful-paint entries (no input happens during a load).
 *   CLS        layout-shift entries without recent input, largest session window (1 s gap, 5 s cap).
 *   TTI~       the load is watched until 5 s pass with no long task and at most two requests in flight
 *              (Lighthouse's quiet window); TTI~ is then the end of the last long task, at least FCP and
 *              DOMContentLoaded.
 *   TBT        each long task's time beyond 50 ms between FCP and TTI~, clipped to that window as
 *              Lighthouse clips it (lantern/metrics/TBTUtils.js), from the longtask observer.
 *   SI         speedline's visual progress (colour histograms against the first and last frame) over
 *              screencast frames: first visual change + Σ elapsed × (1 − progress).
 * YouTube thumbnails (https://i.ytimg.com) come from a local HTTPS stand-in with JPEGs of YouTube's
 * sizes, throttled like everything else, so an image can be the LCP as it is for visitors; every other
 * host fails at once (the machine has no network).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../test/support/browser.ts';
import { performanceScore, type FormFactor, type Metrics } from './lighthouse-score.ts';

// ---------------------------------------------------------------------------------------------------
// Profiles: GoogleChrome/lighthouse core/config/constants.js (throttling, screenEmulationMetrics, userAgents)

export interface Profile {
  id: 'phone' | 'desktop';
  label: string;
  formFactor: FormFactor;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  userAgent: string;
  cpu: number;
  /** Network.emulateNetworkConditions: latency in ms, throughput in bytes per second. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

/** Lighthouse turns kbps into bytes per second as 1 kbps = 1024 bit/s. */
const kbps = (k: number) => (k * 1024) / 8;

/**
 * `devtoolsAdjusted` applies what Lighthouse itself sends with --throttling-method=devtools: request
 * latency ×3.75 and throughput ×0.9, standing in for the handshakes request-level throttling does not see.
 */
export function profiles(devtoolsAdjusted: boolean): Profile[] {
  const rtt = devtoolsAdjusted ? 150 * 3.75 : 150;
  const factor = devtoolsAdjusted ? 0.9 : 1;
  return [
    {
      id: 'phone',
      label: `phone: 4× CPU, ${rtt} ms, ${(1.6 * factor).toFixed(2)} Mbps down, 412×823 @1.75`,
      formFactor: 'mobile',
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
      cpu: 4,
      network: {
        latency: rtt,
        downloadThroughput: kbps(1.6 * 1024 * factor),
        uploadThroughput: kbps(750 * factor),
      },
    },
    {
      id: 'desktop',
      label: 'desktop: 1× CPU, 40 ms, 10 Mbps, 1350×940',
      formFactor: 'desktop',
      viewport: { width: 1350, height: 940 },
      deviceScaleFactor: 1,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36',
      cpu: 1,
      network: { latency: 40, downloadThroughput: kbps(10 * 1024), uploadThroughput: kbps(10 * 1024) },
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Stand-in thumbnails

/** YouTube's still sizes, by file name. */
const THUMBNAILS: [string, number, number][] = [
  ['default', 120, 90],
  ['mqdefault', 320, 180],
  ['hqdefault', 480, 360],
  ['sddefault', 640, 480],
  ['maxresdefault', 1280, 720],
];

/** Draws a photo-like picture (soft shapes, a little grain) from a fixed seed: sizes like YouTube's JPEGs. */
const DRAW = (width: number, height: number) => `
  <style>html,body{margin:0}</style><canvas id="c" width="${width}" height="${height}"></canvas>
  <script>{
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const g = document.getElementById('c').getContext('2d');
    const bg = g.createLinearGradient(0, 0, ${width}, ${height});
    bg.addColorStop(0, '#1d3557'); bg.addColorStop(1, '#e9c46a');
    g.fillStyle = bg; g.fillRect(0, 0, ${width}, ${height});
    for (let i = 0; i < 60; i++) {
      g.fillStyle = 'hsla(' + Math.floor(rnd() * 360) + ',60%,' + Math.floor(30 + rnd() * 50) + '%,0.6)';
      g.beginPath();
      g.arc(rnd() * ${width}, rnd() * ${height}, (0.02 + rnd() * 0.2) * ${width}, 0, 7);
      g.fill();
    }
    g.fillStyle = '#fff'; g.font = 'bold ' + ${Math.round(height / 7)} + 'px sans-serif';
    g.fillText('A talk worth watching', ${Math.round(width / 20)}, ${Math.round(height * 0.85)});
    const img = g.getImageData(0, 0, ${width}, ${height});
    for (let i = 0; i < img.data.length; i += 4) {
      const n = (rnd() - 0.5) * 24;
      img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n;
    }
    g.putImageData(img, 0, 0);
  }</script>`;

/**
 * A local HTTPS server answering for i.ytimg.com (the browser maps the name to it and ignores the
 * self-signed certificate), or null when openssl is missing: thumbnails then fail and LCP falls on text.
 */
async function serveThumbnails(): Promise<{ port: number; files: Map<string, Buffer>; stop: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'focustube-bench-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=i.ytimg.com',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    if (made.status !== 0) throw new Error('openssl could not make a certificate');
    const files = new Map<string, Buffer>();
    const server = https.createServer(
      { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
      (request, response) => {
        const name = /\/([a-z]+)\.jpg$/.exec(request.url ?? '')?.[1] ?? 'hqdefault';
        const body = files.get(name) ?? files.get('hqdefault');
        if (!body) return void response.writeHead(404).end();
        response.writeHead(200, {
          'content-type': 'image/jpeg',
          'content-length': body.length,
          'cache-control': 'public, max-age=7200',
          'timing-allow-origin': '*',
        });
        response.end(body);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, files, stop: () => server.close() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function drawThumbnails(browser: Browser, files: Map<string, Buffer>): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    for (const [name, width, height] of THUMBNAILS) {
      await page.setViewportSize({ width, height });
      await page.setContent(DRAW(width, height));
      files.set(name, await page.screenshot({ type: 'jpeg', quality: 80 }));
    }
  } finally {
    await context.close();
  }
  return THUMBNAILS.map(([name, w, h]) => `${name} ${w}×${h} ${kb(files.get(name)!.length)}`).join(', ');
}

// ---------------------------------------------------------------------------------------------------
// Network

interface Request {
  url: string;
  type: string;
  transfer: number;
  open: boolean;
  /** Chromium's monotonic clock (s) when asked and when the last byte came. */
  started: number;
  ended: number;
}

/** Chromium's network events for one page: what was asked, what came, and how much is in flight. */
class NetworkLog {
  readonly requests = new Map<string, Request>();
  inFlight = 0;
  /** When more than two requests were last in flight (Date.now()). */
  lastBusy = Date.now();

  /** Bytes received and answers that carried any (cache hits and failures carry none), over the page's life. */
  sent(): Sent {
    let bytes = 0;
    let requests = 0;
    for (const r of this.requests.values()) {
      if (r.open || r.transfer === 0) continue;
      bytes += r.transfer;
      requests += 1;
    }
    return { bytes, requests };
  }

  constructor(cdp: CDPSession) {
    cdp.on(
      'Network.requestWillBeSent',
      (e: { requestId: string; request: { url: string }; type?: string; timestamp: number }) => {
        if (this.requests.has(e.requestId)) return; // a redirect: the same request goes on
        this.requests.set(e.requestId, {
          url: e.request.url,
          type: e.type ?? 'Other',
          transfer: 0,
          open: true,
          started: e.timestamp,
          ended: 0,
        });
        this.change(1);
      },
    );
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      const request = this.requests.get(e.requestId);
      if (request) {
        request.transfer = e.encodedDataLength;
        request.ended = e.timestamp;
      }
      this.close(request);
    });
    cdp.on('Network.loadingFailed', (e: { requestId: string }) => this.close(this.requests.get(e.requestId)));
  }

  private close(request: Request | undefined) {
    if (!request?.open) return;
    request.open = false;
    this.change(-1);
  }

  private change(by: number) {
    if (this.inFlight > 2 || this.inFlight + by > 2) this.lastBusy = Date.now();
    this.inFlight += by;
  }
}

const YOUTUBE_PLAYER_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|googlevideo\.com|s\.ytimg\.com)$/;
const isYouTubePlayer = (url: string) => {
  try {
    return YOUTUBE_PLAYER_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------
// One page under a profile

/**
 * Installed before any page script. A string, not a function: tsx adds helpers to compiled functions
 * that the page does not have.
 */
const OBSERVE = `(() => {
  const v = (window.__bench = { fcp: 0, lcp: 0, lcpElement: '', shifts: [], longTasks: [] });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
    const el = e.element;
    const text = el ? (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50) : '';
    v.lcpElement = (el ? el.tagName.toLowerCase() : '?') + (e.url ? ' ' + e.url : ' "' + text + '"') + ' (' + e.size + ' px²)';
  });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) v.shifts.push([e.startTime, e.value]); });
  observe('longtask', (e) => { v.longTasks.push([e.startTime, e.duration]); });
})();`;

interface Observed {
  fcp: number;
  lcp: number;
  lcpElement: string;
  shifts: [number, number][];
  longTasks: [number, number][];
  timeOrigin: number;
  ttfb: number;
  dcl: number;
}

interface OpenPage {
  page: Page;
  cdp: CDPSession;
  network: NetworkLog;
  close: () => Promise<void>;
}

async function openPage(browser: Browser, profile: Profile): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.formFactor === 'mobile',
    hasTouch: profile.formFactor === 'mobile',
    userAgent: profile.userAgent,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const network = new NetworkLog(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await page.addInitScript({ content: OBSERVE });
  return { page, cdp, network, close: () => context.close() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `windowMs` pass with no new long task and at most two requests in flight (at most
 * `capMs`); false when the page never went quiet.
 */
async function waitUntilQuiet({ page, network }: OpenPage, windowMs: number, capMs: number): Promise<boolean> {
  const started = Date.now();
  let tasks = -1;
  let lastTask = Date.now();
  while (Date.now() - started < capMs) {
    const count = Number(await page.evaluate('window.__bench.longTasks.length'));
    if (count !== tasks) {
      tasks = count;
      lastTask = Date.now();
    }
    if (network.inFlight <= 2 && Date.now() - Math.max(lastTask, network.lastBusy) >= windowMs) return true;
    await sleep(250);
  }
  return false;
}

async function observed(page: Page): Promise<Observed> {
  return JSON.parse(
    String(
      await page.evaluate(`JSON.stringify({
        ...window.__bench,
        timeOrigin: performance.timeOrigin,
        ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
        dcl: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
      })`),
    ),
  ) as Observed;
}

/** Largest session window of layout shifts: gaps under 1 s, at most 5 s long (Lighthouse and web-vitals). */
function cumulativeLayoutShift(shifts: [number, number][]): number {
  let largest = 0;
  let current = 0;
  let first = -Infinity;
  let previous = -Infinity;
  for (const [at, value] of shifts) {
    if (at - previous >= 1000 || at - first >= 5000) {
      current = 0;
      first = at;
    }
    current += value;
    previous = at;
    largest = Math.max(largest, current);
  }
  return largest;
}

function blockingTime(longTasks: [number, number][], fcp: number, dcl: number) {
  const tti = Math.max(fcp, dcl, ...longTasks.map(([start, duration]) => start + duration));
  let tbt = 0;
  for (const [start, duration] of longTasks) {
    const clipped = Math.min(start + duration, tti) - Math.max(start, fcp);
    if (clipped > 50) tbt += clipped - 50;
  }
  return { tti, tbt };
}

// ---------------------------------------------------------------------------------------------------
// Speed Index from screencast frames

interface Frame {
  at: number;
  jpeg: string;
}

async function recordFrames(cdp: CDPSession, profile: Profile): Promise<Frame[]> {
  const frames: Frame[] = [];
  cdp.on('Page.screencastFrame', (e: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
    frames.push({ at: e.metadata.timestamp ? e.metadata.timestamp * 1000 : Date.now(), jpeg: e.data });
    cdp.send('Page.screencastFrameAck', { sessionId: e.sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 60,
    maxWidth: Math.round(profile.viewport.width / 4),
    maxHeight: Math.round(profile.viewport.height / 4),
    everyNthFrame: 1,
  });
  return frames;
}

/**
 * Colour histograms of each frame, leaving out near-white pixels as speedline does. Decoded by
 * Chromium in a page of its own, so no image decoder is needed here.
 */
const HISTOGRAMS = (jpegs: string[]) => `(async () => {
  const out = [];
  for (const jpeg of ${JSON.stringify(jpegs)}) {
    const bitmap = await createImageBitmap(await (await fetch('data:image/jpeg;base64,' + jpeg)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d');
    g.drawImage(bitmap, 0, 0);
    const data = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const h = [new Array(256).fill(0), new Array(256).fill(0), new Array(256).fill(0)];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 246 && data[i + 1] > 246 && data[i + 2] > 246) continue;
      h[0][data[i]]++; h[1][data[i + 1]]++; h[2][data[i + 2]]++;
    }
    out.push(h);
  }
  return JSON.stringify(out);
})()`;

async function speedIndex(decoder: Page, frames: Frame[], timeOrigin: number): Promise<number | null> {
  if (frames.length < 2) return null;
  const histograms = JSON.parse(String(await decoder.evaluate(HISTOGRAMS(frames.map((f) => f.jpeg))))) as number[][][];
  const initial = histograms[0]!;
  const target = histograms.at(-1)!;
  // speedline's visual progress: how much of the way from the first frame's colours to the last's.
  const progress = histograms.map((current) => {
    let match = 0;
    let total = 0;
    for (let channel = 0; channel < 3; channel++) {
      for (let value = 0; value < 256; value++) {
        const from = initial[channel]![value]!;
        const toTarget = Math.abs(target[channel]![value]! - from);
        match += Math.min(Math.abs(current[channel]![value]! - from), toTarget);
        total += toTarget;
      }
    }
    return total === 0 ? 1 : Math.floor((100 * match) / total) / 100;
  });
  const times = frames.map((f) => Math.max(0, f.at - timeOrigin));
  const first = progress.findIndex((p) => p > 0);
  if (first < 0) return null;
  let si = times[first]!;
  for (let i = first + 1; i < frames.length; i++) si += (times[i]! - times[i - 1]!) * (1 - progress[i - 1]!);
  return si;
}

// ---------------------------------------------------------------------------------------------------
// A cold load

export interface Sent {
  bytes: number;
  requests: number;
}

export interface Load {
  metrics: Metrics & { ttfb: number; tti: number };
  score: number;
  lcpElement: string;
  longTasks: number;
  quiet: boolean;
  /** Every script fetched before the page went quiet; `byLoad` when asked before the load event. */
  scripts: { url: string; transfer: number; byLoad: boolean }[];
  youtube: { requests: number; bytes: number; urls: string[] };
  /** As received (compressed bodies and headers): until the load event, until quiet, and a repeat visit. */
  sent: { load: Sent; quiet: Sent; repeat: Sent | null };
}

async function coldLoad(
  browser: Browser,
  decoder: Page,
  url: string,
  profile: Profile,
  repeatVisit: boolean,
): Promise<Load> {
  const open = await openPage(browser, profile);
  const { page, cdp, network } = open;
  try {
    // Every frame, the YouTube iframe's included: the player's requests are counted wherever they start.
    const youtube = { requests: 0, bytes: 0, urls: [] as string[] };
    page.on('request', (request) => {
      if (!isYouTubePlayer(request.url())) return;
      youtube.requests += 1;
      if (youtube.urls.length < 3) youtube.urls.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (!isYouTubePlayer(request.url())) return;
      void request.sizes().then(
        (sizes) => (youtube.bytes += sizes.responseBodySize + sizes.responseHeadersSize),
        () => undefined,
      );
    });
    const frames = await recordFrames(cdp, profile);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const atLoad = network.sent();
    const requestedByLoad = new Set(network.requests.keys());
    const quiet = await waitUntilQuiet(open, 5000, 45_000);
    await cdp.send('Page.stopScreencast');
    const o = await observed(page);
    const atQuiet = network.sent();
    const requests = [...network.requests.values()];
    const youtubeBeforeClick = { ...youtube, urls: [...youtube.urls] };
    let repeat: Sent | null = null;
    if (repeatVisit) {
      // A returning visitor: the same page with what the browser kept (revalidations answer 304).
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await waitUntilQuiet(open, 1000, 15_000);
      const after = network.sent();
      repeat = { bytes: after.bytes - atQuiet.bytes, requests: after.requests - atQuiet.requests };
    }
    if (process.env.BENCH_WATERFALL) printWaterfall(url, profile, requests, o.lcp);
    const { tti, tbt } = blockingTime(o.longTasks, o.fcp, o.dcl);
    const metrics = {
      fcp: o.fcp,
      si: await speedIndex(decoder, frames, o.timeOrigin),
      lcp: o.lcp,
      tbt,
      cls: cumulativeLayoutShift(o.shifts),
      ttfb: o.ttfb,
      tti,
    };
    return {
      metrics,
      score: performanceScore(metrics, profile.formFactor),
      lcpElement: o.lcpElement,
      longTasks: o.longTasks.length,
      quiet,
      scripts: [...network.requests]
        .filter(([, r]) => r.type === 'Script' && requests.includes(r))
        .map(([id, { url, transfer }]) => ({ url, transfer, byLoad: requestedByLoad.has(id) })),
      youtube: youtubeBeforeClick,
      sent: { load: atLoad, quiet: atQuiet, repeat },
    };
  } finally {
    await open.close();
  }
}

/** BENCH_WATERFALL=1: each load's requests in the order asked, from the first (ms), to see what competes with the LCP. */
function printWaterfall(url: string, profile: Profile, requests: Request[], lcp: number) {
  const zero = Math.min(...requests.map((r) => r.started));
  console.log(`\n  waterfall ${profile.id} ${url} (LCP at ${Math.round(lcp)} ms after navigation start)`);
  for (const r of requests) {
    const at = (t: number) => String(Math.round((t - zero) * 1000)).padStart(6);
    const name = r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
    console.log(
      `  ${at(r.started)} → ${r.ended ? at(r.ended) : '     —'}  ${r.type.padEnd(10)} ${kb(r.transfer).padStart(9)}  ${name}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Tap → open menu

export interface Opener {
  name: string;
  profile: Profile['id'];
  /** What is pressed, and what must be on screen for the menu to count as open. */
  trigger: string;
  target: string;
}

/** The header's menus (web/src/components/layout/header, features/categories/components/category-dropdowns.tsx). */
export const OPENERS: Opener[] = [
  {
    name: 'phone drawer (tap ☰ → Donate link visible)',
    profile: 'phone',
    trigger: 'header button[aria-label="Open menu"]',
    target: 'dialog a[href="/donate"], [role="dialog"] a[href="/donate"]',
  },
  {
    name: 'user menu, phone (tap → Donate item visible)',
    profile: 'phone',
    trigger: 'header button[popovertarget="user-menu"]',
    target: '#user-menu a[href="/donate"]',
  },
  {
    name: 'category dropdown, desktop (click → first item visible)',
    profile: 'desktop',
    trigger: 'nav[aria-label="Categories"] li:first-child button[popovertarget]',
    target: 'nav[aria-label="Categories"] li:first-child [popover] a',
  },
  {
    name: 'user menu, desktop (click → Donate item visible)',
    profile: 'desktop',
    trigger: 'header button[popovertarget="user-menu"]',
    target: '#user-menu a[href="/donate"]',
  },
];

/**
 * Armed before each press: the press's own timestamp (the first pointerdown, touchstart or mousedown,
 * as the input reached the page), then the rendering step in which the target first intersects the
 * viewport (`visible`) and the one in which it is wholly inside it, its animation done (`settled`).
 * IntersectionObserver entries carry the time of the frame that computed them.
 */
const ARM = (target: string) => `(() => {
  window.__open = new Promise((resolve) => {
    const out = { start: 0, visible: 0, settled: 0 };
    const types = ['pointerdown', 'touchstart', 'mousedown'];
    const down = (e) => { if (!out.start) out.start = e.timeStamp; };
    types.forEach((t) => addEventListener(t, down, { capture: true }));
    const watched = new Set();
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting && !out.visible) out.visible = e.time;
        if (e.intersectionRatio >= 0.99 && !out.settled) out.settled = e.time;
      }
      if (out.visible && out.settled) finish();
    }, { threshold: [0, 0.99] });
    const look = () => {
      const el = document.querySelector(${JSON.stringify(target)});
      if (el && !watched.has(el)) { watched.add(el); io.observe(el); }
    };
    const mo = new MutationObserver(look);
    mo.observe(document.body, { childList: true, subtree: true, attributes: true });
    // A target already in the page (a popover's links, hidden until shown) is watched from the start: showing
    // a popover changes no attribute the observer above would see.
    look();
    const timer = setTimeout(() => finish(), 10000);
    const finish = () => {
      clearTimeout(timer); mo.disconnect(); io.disconnect();
      types.forEach((t) => removeEventListener(t, down, { capture: true }));
      resolve(out);
    };
  });
})()`;

export interface OpenTimes {
  /** Press → first frame with the target on screen, ms, one per press (NaN when it never showed). */
  visible: number[];
  /** Press → the target wholly on screen. */
  settled: number[];
}

async function measureOpener(open: OpenPage, opener: Opener, presses: number, mobile: boolean): Promise<OpenTimes> {
  const { page } = open;
  const times: OpenTimes = { visible: [], settled: [] };
  for (let i = 0; i < presses; i++) {
    await waitUntilQuiet(open, i === 0 ? 2000 : 1000, 15_000);
    await page.evaluate(ARM(opener.target));
    const box = await page.locator(opener.trigger).first().boundingBox();
    if (!box) throw new Error(`${opener.name}: ${opener.trigger} is not on the page`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (mobile) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const r = (await page.evaluate('window.__open')) as { start: number; visible: number; settled: number };
    times.visible.push(r.start && r.visible ? r.visible - r.start : NaN);
    times.settled.push(r.start && r.settled ? r.settled - r.start : NaN);
    await page.keyboard.press('Escape');
    await page.locator(opener.target).first().waitFor({ state: 'hidden', timeout: 5000 });
  }
  return times;
}

// ---------------------------------------------------------------------------------------------------
// The whole browser run

export interface BrowserResults {
  thumbnails: string;
  /** By profile id, then page label: one Load per run. */
  loads: Map<string, Map<string, Load[]>>;
  /** Gzip size of each script URL, as served with gzip at level 9. */
  gzip: Map<string, number>;
  openers: { opener: Opener; times: OpenTimes }[];
}

export async function browserReport(options: {
  origin: string;
  pages: { label: string; path: string }[];
  profiles: Profile[];
  runs: number;
  presses: number;
  log: (message: string) => void;
}): Promise<BrowserResults> {
  const { origin, pages, runs, presses, log } = options;
  const thumbs = await serveThumbnails().catch((error: unknown) => {
    log(`No stand-in thumbnails (${String(error)}): images from i.ytimg.com fail, so LCP may fall on text.`);
    return null;
  });
  const host = new URL(origin).hostname;
  const rules = [
    ...(thumbs ? [`MAP i.ytimg.com 127.0.0.1:${thumbs.port}`] : []),
    'MAP * ~NOTFOUND',
    `EXCLUDE ${host}`,
    'EXCLUDE 127.0.0.1',
  ];
  const browser = await launchBrowser([`--host-resolver-rules=${rules.join(', ')}`]);
  try {
    const thumbnails = thumbs ? await drawThumbnails(browser, thumbs.files) : 'none (blocked)';
    const decoderContext = await browser.newContext();
    const decoder = await decoderContext.newPage();
    const loads = new Map<string, Map<string, Load[]>>();
    // Runs interleave pages and profiles, so a busy spell on a shared machine spreads over all of them.
    for (let run = 1; run <= runs; run++) {
      for (const profile of options.profiles) {
        for (const { label, path: pagePath } of pages) {
          const load = await coldLoad(browser, decoder, origin + pagePath, profile, run === 1);
          const byPage = loads.get(profile.id) ?? new Map<string, Load[]>();
          loads.set(profile.id, byPage);
          byPage.set(label, [...(byPage.get(label) ?? []), load]);
          const m = load.metrics;
          log(
            `  run ${run} ${profile.id.padEnd(7)} ${label.padEnd(10)} FCP ${ms(m.fcp)}  LCP ${ms(m.lcp)}  TBT ${ms(m.tbt)}  CLS ${m.cls.toFixed(3)}  SI ${m.si === null ? '—' : ms(m.si)}  score~ ${load.score}${load.quiet ? '' : '  (never quiet for 5 s within 45 s)'}`,
          );
        }
      }
    }
    await decoderContext.close();

    const gzip = new Map<string, number>();
    for (const byPage of loads.values()) {
      for (const list of byPage.values()) {
        for (const { url } of list.flatMap((l) => l.scripts)) {
          if (gzip.has(url) || !url.startsWith(origin)) continue;
          const body = Buffer.from(
            await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
          );
          gzip.set(url, gzipSync(body, { level: 9 }).length);
        }
      }
    }

    const openers: BrowserResults['openers'] = [];
    for (const profile of options.profiles) {
      const wanted = OPENERS.filter((o) => o.profile === profile.id);
      if (wanted.length === 0) continue;
      const open = await openPage(browser, profile);
      try {
        await open.page.goto(origin + '/', { waitUntil: 'load', timeout: 60_000 });
        for (const opener of wanted) {
          openers.push({ opener, times: await measureOpener(open, opener, presses, profile.formFactor === 'mobile') });
        }
      } finally {
        await open.close();
      }
    }
    return { thumbnails, loads, gzip, openers };
  } finally {
    await browser.close();
    thumbs?.stop();
  }
}

export const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const ms = (n: number) => (Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
