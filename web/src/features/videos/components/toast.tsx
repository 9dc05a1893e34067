import { useEffect, useSyncExternalStore } from 'react';

/** One short message at a time, e.g. "Added to My List"; each new one replaces the last. */
type Toast = { id: number; message: string };

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const TOAST_MS = 3000;

function set(toast: Toast | null) {
  current = toast;
  for (const listener of listeners) listener();
}

export function showToast(message: string) {
  set({ id: nextId++, message });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A polite live region: screen readers announce the message without moving focus. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) set(null);
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {toast && (
        <p className="pointer-events-auto rounded-lg bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg">
          {toast.message}
        </p>
      )}
    </div>
  );
}
