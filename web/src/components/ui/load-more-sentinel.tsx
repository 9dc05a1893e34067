import { useEffect, useEffectEvent, useRef } from 'react';

/** Load the next page when the reader scrolls this close to the bottom of the page (spec §9). */
export const LOAD_MORE_MARGIN_PX = 30;
/** …or to the bottom of the watch screen's side list. */
export const LOAD_MORE_MARGIN_WATCH_PX = 33;

/** The nearest ancestor that scrolls on its own (e.g. the watch page's side list on wide screens), or null for the page. */
function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/** How far the bottom of the scroll container (or the page) is below what the reader sees; 0 or less when it cannot scroll. */
function distanceFromBottom(container: HTMLElement | null): number {
  const box = container ?? document.scrollingElement ?? document.documentElement;
  return box.scrollHeight - box.scrollTop - box.clientHeight;
}

type LoadMoreSentinelProps = {
  onVisible: () => void;
  /** How close to the bottom, in px, loads the next page. */
  margin?: number;
};

/**
 * Calls `onVisible` when the reader scrolls within `margin` px of the bottom of the page — or of the
 * list's own scroll container — measured from the very bottom (below the footer), not from the list's end.
 * A page or container too short to scroll counts as at the bottom, so short pages keep loading: mount it
 * afresh after each page arrives (render it only while no page is loading, or key it by the item count).
 */
export function LoadMoreSentinel({ onVisible, margin = LOAD_MORE_MARGIN_PX }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reportVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let near = false;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Looked up on each check: the watch page's side list scrolls on its own on wide screens only.
      const nowNear = distanceFromBottom(scrollContainerOf(element)) <= margin;
      // Once per arrival at the bottom, as an IntersectionObserver would report it.
      if (nowNear && !near) reportVisible();
      near = nowNear;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    // Scroll events do not bubble; capturing them on the document hears the page and any container.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    // The list growing or shrinking (a filter, images, a removed card) can bring the bottom into reach.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (element.parentElement) resizes?.observe(element.parentElement);
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      resizes?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [margin]);

  // Never the browser's scroll anchor (nor is the footer below it): were it held in view as a page goes in
  // above it, the reader would stay at the bottom, and every page would ask for the next, without end.
  return <div ref={ref} aria-hidden="true" className="h-px [overflow-anchor:none]" />;
}
