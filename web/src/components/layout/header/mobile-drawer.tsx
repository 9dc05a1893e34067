import { Menu } from '@/components/ui/icons';
import { lazy, memo, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { useT } from '@/lib/i18n';

// The sheet's contents are in the server's HTML; their code (links, category groups) hydrates once it
// arrives, fetched when the page is idle (layout.tsx). Opening needs none of it: the popover is the
// browser's own, so a tap shows it at once.
export const loadDrawerSheet = () => import('./drawer-sheet');
const DrawerSheet = lazy(() => loadDrawerSheet().then((m) => ({ default: m.DrawerSheet })));

const DRAWER_ID = 'site-drawer';

/**
 * The sheet and its server-rendered contents: a popover in the browser's top layer, opened and closed by
 * its buttons' `popovertarget` before the page's script has run, dismissed by Escape or a press beside it.
 * A popover rather than a modal <dialog>: showing a modal makes the rest of the page inert, which restyles
 * every element of it (35–65 ms on a phone profile with 4× slower CPU, against 3–20 ms for a popover);
 * Tab still moves from the menu button into the sheet, and focus returns to the button when it closes.
 * Memoized with props that never change, so no render of the header reaches the contents before their
 * code has hydrated them (React would otherwise replace the server's HTML with the fallback until the
 * code arrives).
 */
const DrawerSheetPopover = memo(function DrawerSheetPopover({
  sheet,
  groups,
}: {
  sheet: RefObject<HTMLDivElement | null>;
  groups: ReactNode;
}) {
  return (
    <div
      id={DRAWER_ID}
      ref={sheet}
      popover="auto"
      role="dialog"
      aria-labelledby={`${DRAWER_ID}-title`}
      className="inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none border-0 border-r border-border bg-card p-0 text-card-foreground shadow-xl outline-none backdrop:bg-overlay open:flex open:flex-col open:animate-[slide-in-left_150ms_ease-out] motion-reduce:open:animate-none"
    >
      <Suspense fallback={null}>
        <DrawerSheet titleId={`${DRAWER_ID}-title`} groups={groups} />
      </Suspense>
    </div>
  );
});

/** The small-screen menu button, and the sheet it opens. */
export function MobileDrawer({ groups }: { groups: ReactNode }) {
  const sheet = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const t = useT();

  // Any navigation from inside it closes it.
  useEffect(() => {
    if (sheet.current?.matches(':popover-open')) sheet.current.hidePopover();
  }, [location.key]);

  return (
    <>
      <button
        type="button"
        aria-label={t('drawer.open')}
        aria-haspopup="dialog"
        popoverTarget={DRAWER_ID}
        popoverTargetAction="show"
        className="inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <DrawerSheetPopover sheet={sheet} groups={groups} />
    </>
  );
}
