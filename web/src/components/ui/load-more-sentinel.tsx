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

/** How far the page is scrolled. */
const pageScrollTop = () => (document.scrollingElement ?? document.documentElement).scrollTop;
const currentPage = () => location.pathname + location.search;

/** The page's footer if `hash` (`#privacy`) names a place in it. */
function footerOf(hash: string): Element | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))?.closest('footer') ?? null;
  } catch {
    return null; // a malformed escape in the hash
  }
}

/**
 * A reader on their way to the footer's notes (Privacy, Terms… are in-page links, spec §1) or reading it
 * with the keyboard: the page stops growing under them until they head back to the list. Without this, the
 * jump to `#privacy` reaches the bottom, the next page goes in above the footer, and the note they asked
 * for ends up thousands of pixels below. `deepest` is the furthest down the reader has been meanwhile.
 */
let footerHold: { page: string; deepest: number } | null = null;
let listeningForFooter = false;

const holdForFooter = () => {
  footerHold = { page: currentPage(), deepest: pageScrollTop() };
};

function listenForFooter() {
  if (listeningForFooter) return;
  listeningForFooter = true;
  // A page opened at `/#privacy`: the browser has already taken the reader there.
  if (footerOf(location.hash)) holdForFooter();
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link?.hash && link.origin === location.origin && link.pathname === location.pathname && footerOf(link.hash))
        holdForFooter();
    },
    { capture: true },
  );
  window.addEventListener('hashchange', () => {
    if (footerOf(location.hash)) holdForFooter();
  });
  // Tabbing into the footer holds too; focus back in the page (Shift+Tab to a card) lets the list grow again.
  document.addEventListener('focusin', (event) => {
    const inFooter = event.target instanceof Element && event.target.closest('footer');
    if (inFooter && !footerHold) holdForFooter();
    else if (!inFooter) footerHold = null;
  });
}

/** Scrolling back up this far from the deepest point ends the hold, even where the footer never leaves sight. */
const FOOTER_RELEASE_PX = 100;

/**
 * Whether the page should not grow now, as the reader is at the footer on purpose. The hold ends on
 * another page, or once the reader heads back up: the footer out of sight, or 100 px above the deepest
 * point (a page barely taller than a large screen, where some of the footer always shows).
 */
function heldAtFooter(): boolean {
  if (!footerHold) return false;
  const top = pageScrollTop();
  const footer = document.querySelector('footer');
  const footerOutOfSight = !footer || footer.getBoundingClientRect().top >= window.innerHeight;
  const headedBack = top < footerHold.deepest - FOOTER_RELEASE_PX || (footerOutOfSight && top < footerHold.deepest);
  if (footerHold.page !== currentPage() || headedBack) {
    footerHold = null;
    return false;
  }
  footerHold.deepest = Math.max(footerHold.deepest, top);
  return true;
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
 * It does not call while the reader is at the page's footer on purpose (see `footerHold`).
 */
export function LoadMoreSentinel({ onVisible, margin = LOAD_MORE_MARGIN_PX }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reportVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let near = false;
    let frame = 0;
    listenForFooter();
    const check = () => {
      frame = 0;
      // Looked up on each check: the watch page's side list scrolls on its own on wide screens only.
      const container = scrollContainerOf(element);
      const nowNear = distanceFromBottom(container) <= margin;
      // The footer is the page's: a list in a container of its own grows whatever the reader does there.
      const held = container === null && heldAtFooter();
      // Once per arrival at the bottom, as an IntersectionObserver would report it.
      if (nowNear && !near && !held) reportVisible();
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
