import { useEffect, type RefObject } from 'react';

import { translate } from '@/lib/i18n';

export type ToastOptions = {
  /** `alert` interrupts a screen reader (a failure); `status`, the default, waits its turn. */
  role?: 'status' | 'alert';
  /** How long the notice stays, in milliseconds; longer for one that outlives the page that raised it. */
  duration?: number;
  /** One thing to do about it ("Undo"): a button in the notice, which closes it when pressed. */
  action?: { label: string; onPress: () => void };
  /** A name for the notice, so `dismissToast` can take it away before its time. */
  id?: string;
};

/**
 * Shows a short notice ("Added to My List") at the foot of the screen, whatever page comes next. The
 * notices library loads on its own, after first paint (see `ToastRegion`, mounted once in the layout).
 */
export function showToast(message: string, options: ToastOptions = {}): void {
  void import('./toast-region').then(({ notify }) => notify(message, options));
}

/** Takes away the notice shown with this `id`, if it is still there. */
export function dismissToast(id: string): void {
  void import('./toast-region').then(({ dismiss }) => dismiss(id));
}

/** How long a change can be undone from its notice. */
const UNDO_MS = 10_000;

/**
 * Says what was just done, with Undo for ten seconds (one tap too many on a phone should cost nothing):
 * `undo` puts it back, and a failure to is said in a notice of its own.
 */
export function showUndoableToast(message: string, undo: () => Promise<unknown>): void {
  showToast(message, {
    duration: UNDO_MS,
    action: {
      label: translate('common.undo'),
      onPress: () =>
        void undo().catch((error: Error) =>
          showToast(translate('common.undoFailed', { error: error.message }), { role: 'alert' }),
        ),
    },
  });
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
