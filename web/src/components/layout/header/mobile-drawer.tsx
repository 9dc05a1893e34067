import { Menu } from '@/components/ui/icons';
import { lazy, memo, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

import { useT } from '@/lib/i18n';

// The sheet's contents are in the server's HTML; their code (links, category groups) hydrates once it
// arrives, fetched when the page is idle (layout.tsx). Opening needs none of it: the dialog is the
// browser's own, so a tap shows it at once.
export const loadDrawerSheet = () => import('./drawer-sheet');
const DrawerSheet = lazy(() => loadDrawerSheet().then((m) => ({ default: m.DrawerSheet })));

const DRAWER_ID = 'site-drawer';
// Invoker commands (HTML's command/commandfor) open and close the dialog before the page's script has
// run; where a browser lacks them, the click handlers do it once the page is hydrated.
const OPENS_DRAWER = { command: 'show-modal', commandfor: DRAWER_ID };

/**
 * The dialog and its server-rendered contents. Memoized with props that never change, so no render of
 * the header reaches the contents before their code has hydrated them (React would otherwise replace
 * the server's HTML with the fallback until the code arrives).
 */
const DrawerDialog = memo(function DrawerDialog({
  dialog,
  groups,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  groups: ReactNode;
}) {
  return (
    <dialog
      id={DRAWER_ID}
      ref={dialog}
      aria-labelledby={`${DRAWER_ID}-title`}
      // A press on the dimmed page beside the sheet (the dialog's own box, outside its contents) closes it.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none border-r border-border bg-card p-0 text-card-foreground shadow-xl outline-none backdrop:bg-overlay open:flex open:flex-col open:animate-[slide-in-left_150ms_ease-out] motion-reduce:open:animate-none"
    >
      <Suspense fallback={null}>
        <DrawerSheet titleId={`${DRAWER_ID}-title`} groups={groups} />
      </Suspense>
    </dialog>
  );
});

/** The small-screen menu button, and the sheet it opens: a modal <dialog> (focus kept inside, Escape closes). */
export function MobileDrawer({ groups }: { groups: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const t = useT();

  // Any navigation from inside it closes it.
  useEffect(() => dialog.current?.close(), [location.key]);

  return (
    <>
      <button
        type="button"
        aria-label={t('drawer.open')}
        aria-haspopup="dialog"
        aria-controls={DRAWER_ID}
        {...OPENS_DRAWER}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <DrawerDialog dialog={dialog} groups={groups} />
    </>
  );
}
