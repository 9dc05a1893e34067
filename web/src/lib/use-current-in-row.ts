import { useEffect, useRef } from 'react';

/**
 * A row that scrolls sideways on a phone (chips, tabs): brings its current item (`aria-current="page"`)
 * into view, scrolling the row alone and never the page, when `current` changes and when the row's
 * content changes size (a count that arrives after the page widens its tab). Put the ref on the
 * scrolling element.
 */
export function useCurrentInRow<T extends HTMLElement>(current: unknown) {
  const row = useRef<T>(null);
  useEffect(() => {
    const box = row.current;
    if (!box) return;
    const show = () => {
      const item = box.querySelector('[aria-current="page"]');
      if (!item) return;
      const inRow = box.getBoundingClientRect();
      const at = item.getBoundingClientRect();
      if (at.left < inRow.left || at.right > inRow.right)
        box.scrollLeft += at.left - inRow.left - (inRow.width - at.width) / 2;
    };
    show();
    if (typeof ResizeObserver === 'undefined' || !box.firstElementChild) return;
    const resized = new ResizeObserver(show);
    resized.observe(box.firstElementChild);
    return () => resized.disconnect();
  }, [current]);
  return row;
}
