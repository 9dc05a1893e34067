/**
 * Fetches code the visitor is likely to need next (the menus) once the page has loaded and the browser
 * is idle, so a tap on the menu opens it at once instead of waiting for the network.
 */
export function preloadWhenIdle(...loaders: (() => Promise<unknown>)[]): () => void {
  let idle: ReturnType<typeof setTimeout> | number | undefined;
  const start = () => {
    const run = () => loaders.forEach((load) => void load().catch(() => undefined));
    // Safari has no requestIdleCallback.
    idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number);
    else clearTimeout(idle);
  };
}

/** Resolves once the page has loaded and the browser is idle: for work that must not compete with the first paint. */
export const whenIdle = (): Promise<void> => new Promise((resolve) => preloadWhenIdle(async () => resolve()));
