import { PAGE_READ, type PageRead } from './offline-cache';

/** Long enough for a screen's title to settle once its data has arrived. */
const TITLE_SETTLE_MS = 1000;

/**
 * Installs the service worker that keeps the pages a visitor reads for offline use (see
 * src/service-worker/sw.ts), once the page has loaded and the browser is idle, so it never competes
 * with the first paint. Not in `vite dev`, which serves no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(reportPagesRead, (error: unknown) => {
      // Private windows and some browsers refuse workers: the site works as before, just not offline.
      console.warn('FocusTube works online only in this browser:', error);
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Tells the worker which page the visitor is reading and under what title. Most pages open inside the
 * app, without a request the worker would see; every screen sets its title, so a new title marks a
 * page read.
 */
function reportPagesRead() {
  let reported = '';
  const report = () => {
    const worker = navigator.serviceWorker.controller;
    const read: PageRead = { type: PAGE_READ, url: window.location.href, title: document.title };
    const key = `${read.url}\n${read.title}`;
    if (!worker || key === reported) return;
    reported = key;
    worker.postMessage(read);
  };
  let settling: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(settling);
    settling = setTimeout(report, TITLE_SETTLE_MS);
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
  // Leaving before the title settled (a quick reader, a link followed at once): report it as it is.
  window.addEventListener('pagehide', () => {
    clearTimeout(settling);
    report();
  });
  // The first visit: the page that installed the worker is kept as soon as the worker takes control.
  navigator.serviceWorker.addEventListener('controllerchange', report);
  report();
}
