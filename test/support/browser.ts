import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, the browser visitors run: the benchmarks measure pages in it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same engine and version, without the browser's windows and UI. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * What the end-to-end tests drive: the headless shell when it is installed (the suite's work takes about a
 * quarter less time in it), else Debian's Chromium. `CHROMIUM_PATH`, when set, wins.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium');

/** Chromium at `executablePath`, headless, with the flags this machine's closed network needs (and `extraArgs`). */
export function launchBrowser(extraArgs: string[] = [], executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/** A phone, as the e2e tests browse on one: 390 × 844, touch, mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Keeps pages on the app under test: requests to other hosts (YouTube thumbnails, the player) fail at once. */
export async function keepLocal(page: Page, origin: string): Promise<void> {
  await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
}

/**
 * Waits until the app has taken over the server's HTML (the layout marks `<html data-hydrated>`). A
 * press on a script-driven control before that does nothing, as on a real phone still loading.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
}

/**
 * Resolves once the page's Socket.IO client has joined (the server answered its CONNECT, a `40` frame).
 * Call it before the page loads: it listens from the socket's creation, so an answer that comes before
 * the test gets round to waiting is not missed.
 */
export function socketJoined(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page's live connection did not join within ${timeoutMs} ms.`)),
      timeoutMs,
    );
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (!String(frame.payload).startsWith('40')) return;
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}
