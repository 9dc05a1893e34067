import { useEffect, useEffectEvent, useRef } from 'react';

/** Load the next page when the reader is this close to the end of a list (spec §9). */
const LOAD_MORE_MARGIN_PX = 30;

/**
 * Calls `onVisible` once it scrolls into view. Mount it afresh after each page arrives:
 * a new observer reports at once if the sentinel is still on screen, so short pages keep loading.
 */
export function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const reportVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reportVisible();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
