import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A short notice that outlives the page that raised it ("Account created… Please log in." shown on
 * /login, "Your account has been deleted." on /). It lives in its own small root at the end of
 * <body>, outside the routes, whose live region exists before any text arrives so it is announced.
 */
type Flash = { id: number; text: string };

const SHOW_MS = 7000;
let flashes: Flash[] = [];
let nextId = 0;
let root: Root | null = null;
const listeners = new Set<() => void>();

function setFlashes(next: Flash[]) {
  flashes = next;
  for (const listener of listeners) listener();
}

const dismiss = (id: number) => setFlashes(flashes.filter((flash) => flash.id !== id));

function FlashItem({ flash }: { flash: Flash }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(flash.id), SHOW_MS);
    return () => clearTimeout(timer);
  }, [flash.id]);
  return (
    <div className="pointer-events-auto flex items-start gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg motion-safe:animate-[fade-in_200ms_ease-out]">
      <p className="flex-1 font-medium">{flash.text}</p>
      <button
        type="button"
        onClick={() => dismiss(flash.id)}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function FlashList() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => flashes,
  );
  return current.map((flash) => <FlashItem key={flash.id} flash={flash} />);
}

/** Shows `text` as a polite toast for a few seconds, whatever page the app moves to next. */
export function showFlash(text: string) {
  if (!root) {
    const region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className =
      'pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-center gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96';
    document.body.append(region);
    root = createRoot(region);
    root.render(<FlashList />);
  }
  setFlashes([...flashes, { id: ++nextId, text }]);
}
