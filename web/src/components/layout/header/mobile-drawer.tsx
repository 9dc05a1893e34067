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

const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches in `root`, in order: shown ones only (a closed group's links are not). */
const tabStops = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((element) => element.getClientRects().length > 0);

/**
 * Makes everything beside `element` inert, from its siblings up to the body's children: the page behind a
 * modal, out of reach of Tab, a press and a screen reader. Returns what it changed, to undo exactly that.
 */
function inertAround(element: HTMLElement): Element[] {
  const changed: Element[] = [];
  for (
    let node: HTMLElement | null = element;
    node?.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || /^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(sibling.tagName))
        continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return changed;
}

/**
 * The drawer as a modal, on top of the popover's own opening and closing: just after the drawer is on screen,
 * focus moves into it and the page behind turns inert (which restyles all of it: done after the frame that
 * shows the drawer, it costs the tap nothing); Tab and Shift+Tab go round inside it; closing undoes it
 * before the browser puts focus back on the menu button.
 */
function useModalDrawer(sheet: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const element = sheet.current;
    if (!element) return;
    let changed: Element[] = [];
    let frame = 0;
    let timer = 0;
    const restore = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const node of changed) node.removeAttribute('inert');
      changed = [];
    };
    /** Focus into the drawer (unless it is there already), everything beside it inert. */
    const makeModal = () => {
      if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
      changed = inertAround(element);
    };
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') restore();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        restore();
        // Once the drawer is on screen: nothing here delays the frame that shows it.
        frame = requestAnimationFrame(() => {
          timer = window.setTimeout(() => {
            if (element.matches(':popover-open')) makeModal();
          });
        });
      } else if (
        !document.activeElement ||
        document.activeElement === document.body ||
        element.contains(document.activeElement)
      ) {
        // Closed with focus nowhere (a browser that does not focus a pressed button): back to the button.
        button.current?.focus({ preventScroll: true });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = tabStops(element);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === element || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // A link pressed in it closes it at once: a page that asks before letting the reader go (unsaved work)
    // shows its question above the page, not under the drawer.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) element.hidePopover();
    };
    // Grown to the desktop's width, where the header's own menus take over: closed, the page alive again.
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches && element.matches(':popover-open')) element.hidePopover();
    };
    element.addEventListener('beforetoggle', onBeforeToggle);
    element.addEventListener('toggle', onToggle);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    wide.addEventListener('change', onWide);
    // Opened before this code ran (the button works from the server's HTML): a modal from now on.
    if (element.matches(':popover-open')) makeModal();
    return () => {
      restore();
      element.removeEventListener('beforetoggle', onBeforeToggle);
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWide);
    };
  }, [sheet, button]);
}

/**
 * The sheet and its server-rendered contents: a popover in the browser's top layer, opened and closed by
 * its buttons' `popovertarget` before the page's script has run, dismissed by Escape or a press beside it.
 * A popover rather than a modal <dialog>: showing a modal makes the rest of the page inert, which restyles
 * every element of it (35–65 ms on a phone profile with 4× slower CPU, against 3–20 ms for a popover),
 * before the first frame. `useModalDrawer` makes it a modal all the same, the page inert in the frame after
 * the drawer is shown; focus returns to the button when it closes.
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
      aria-modal="true"
      // Focus lands on the drawer itself when it opens (its name is read), Tab then reaches its first link.
      tabIndex={-1}
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
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useT();
  useModalDrawer(sheet, button);

  // Any navigation from inside it closes it; the page coming to life does not (it may have been opened from
  // the server's HTML, before this code arrived).
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (sheet.current?.matches(':popover-open')) sheet.current.hidePopover();
  }, [location.key]);

  return (
    <>
      <button
        ref={button}
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
