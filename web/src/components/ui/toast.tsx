import { useEffect, type RefObject } from 'react';

export type ToastOptions = {
  /** `alert` interrupts a screen reader (a failure); `status`, the default, waits its turn. */
  role?: 'status' | 'alert';
  /** How long the notice stays, in milliseconds; longer for one that outlives the page that raised it. */
  duration?: number;
  /** One thing to do about it ("Undo"): a button in the notice, which closes it when pressed. */
  action?: { label: string; onPress: () => void };
};

/**
 * Shows a short notice ("Added to My List") at the foot of the screen, whatever page comes next. The
 * notices library loads on its own, after first paint (see `ToastRegion`, mounted once in the layout).
 */
export function showToast(message: string, options: ToastOptions = {}): void {
  void import('./toast-region').then(({ notify }) => notify(message, options));
}

/**
 * Keeps notices clear of a bar a screen keeps at the foot of the window (its height, as it changes), for
 * as long as the screen is shown.
 */
export function useToastClearance(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--toast-clearance', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [bar]);
}
