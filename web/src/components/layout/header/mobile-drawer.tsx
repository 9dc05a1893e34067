import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// The sheet and its dialog are not part of the first load; the layout fetches them once the page is idle.
export const loadDrawerSheet = () => import('./drawer-sheet');
const DrawerSheet = lazy(() => loadDrawerSheet().then((m) => ({ default: m.DrawerSheet })));

/** The small-screen menu button, and the sheet it opens. */
export function MobileDrawer({ groups }: { groups: ReactNode }) {
  const location = useLocation();
  // Open only for the page it was opened on, so any navigation from inside it closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(location.key)}
        className="inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <DrawerSheet groups={groups} onClose={() => setOpenOn(null)} />
        </Suspense>
      )}
    </>
  );
}
