const RELOADED_AT = 'focustube-reloaded-for-new-build';
const RELOAD_AT_MOST_EVERY_MS = 30_000;

/**
 * A tab opened before a deploy still runs the old build, whose lazily loaded chunks the new one has
 * removed: the next screen it opens would fail to load. Vite announces that failure
 * (`vite:preloadError`); loading the page afresh picks up the new build, at the address the visitor
 * was going to (`pendingPath`, when a navigation is under way). Once per half minute at most, so a
 * chunk that is really missing shows its error instead of reloading for ever. Returns the unsubscribe.
 */
export function reloadOnStaleBuild(pendingPath: () => string | undefined): () => void {
  const onPreloadError = (event: Event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      // Storage blocked: still reload; the browser's own error shows if that fails too.
    }
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return;
    event.preventDefault();
    const target = pendingPath();
    if (target) window.location.assign(target);
    else window.location.reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
