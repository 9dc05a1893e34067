import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

type PopoverMenuProps = {
  /** The panel's element id, unique on the page (also names the CSS anchor that places it). */
  id: string;
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName: string;
  panelClassName: string;
  /** Which edge of the button the panel lines up with. */
  align: 'start' | 'end';
  /** Open as it mounts, its first item focused (a card's menu, put in place by a press on its stand-in). */
  defaultOpen?: boolean;
  /**
   * Where it opens in a browser without CSS anchor positioning: under the header (the header's menus), or
   * under its button, placed by script when it opens (a card's menu, anywhere on the page).
   */
  withoutAnchors?: 'header' | 'button';
  /**
   * Close once an item is pressed (a menu of actions, which stay on the page). Menus of links close as the
   * page changes; one that also holds controls acting in place (the language switch) stays open for them.
   */
  closeOnPress?: boolean;
  children: ReactNode;
};

const ITEMS = 'a[href], button:not([disabled])';

/** Marks a button that opens a menu once its code is in (a card's three dots): a press on it is never swallowed. */
export const MENU_BUTTON = 'data-menu-button';

/**
 * A menu of links in the browser's own popover (`popover` + `popovertarget`): the first tap opens it,
 * even before the page's script has run, in the top layer above everything; Escape and a press outside
 * close it, and focus returns to the button, all natively. CSS anchor positioning puts it under its
 * button (index.css, `.popover-menu`). It is a disclosure of links (the pattern for site navigation):
 * Tab moves through them, and so do the arrow keys.
 */
export function PopoverMenu({
  id,
  label,
  button,
  buttonClassName,
  panelClassName,
  align,
  defaultOpen,
  withoutAnchors = 'header',
  closeOnPress = false,
  children,
}: PopoverMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const invoker = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // A press outside an open menu only closes it, as in other menus: the browser's light dismiss would let
  // that press go on to follow whatever link lay under it (a video card, say), which nobody meant to open.
  useEffect(() => {
    let swallow = false;
    const onPointerDown = (event: PointerEvent) => {
      // A press on this or another menu's button (or a card's stand-in for one) still opens that menu.
      const target = event.target as Element;
      swallow =
        !!panel.current?.matches(':popover-open') &&
        !panel.current.contains(target) &&
        !target.closest?.(`[popovertarget], [${MENU_BUTTON}]`);
    };
    const onClick = (event: MouseEvent) => {
      if (!swallow) return;
      swallow = false;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  // Following a link inside (or signing out) closes it.
  useEffect(() => {
    const element = panel.current;
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [location.key]);

  // Without anchor positioning, a menu that belongs to its button is put under it each time it opens (before
  // it shows, so it never appears elsewhere first), and above it when there is no room below; the page does
  // not scroll while it is open (index.css).
  useEffect(() => {
    const element = panel.current;
    if (!element || withoutAnchors !== 'button' || CSS.supports('position-area: bottom')) return;
    const opening = (event: Event) => (event as ToggleEvent).newState === 'open' && invoker.current;
    // Lined up with the button's edge, at the panel's width: its least width before it shows (it is not laid
    // out yet), its own once shown, when a longer label made it wider.
    const leftFor = (at: DOMRect, width: number) =>
      Math.min(
        Math.max(8, align === 'end' ? at.right - width : at.left),
        document.documentElement.clientWidth - width - 8,
      );
    const place = (event: Event) => {
      const button = opening(event);
      if (!button) return;
      const at = button.getBoundingClientRect();
      const width = parseFloat(getComputedStyle(element).minWidth) || 0;
      Object.assign(element.style, {
        top: `${at.bottom + 8}px`,
        left: `${leftFor(at, width)}px`,
        right: 'auto',
        translate: 'none',
      });
    };
    const settle = (event: Event) => {
      const button = opening(event);
      if (!button) return;
      const at = button.getBoundingClientRect();
      element.style.left = `${leftFor(at, element.offsetWidth)}px`;
      if (element.getBoundingClientRect().bottom > innerHeight)
        element.style.top = `${Math.max(8, at.top - 8 - element.offsetHeight)}px`;
    };
    element.addEventListener('beforetoggle', place);
    element.addEventListener('toggle', settle);
    return () => {
      element.removeEventListener('beforetoggle', place);
      element.removeEventListener('toggle', settle);
    };
  }, [align, withoutAnchors]);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const focusItem = (pick: (all: HTMLElement[], current: number) => number) => {
    const all = items();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    all[(pick(all, current) + all.length) % all.length]?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, (all: HTMLElement[], current: number) => number> = {
      ArrowDown: (_, current) => current + 1,
      ArrowUp: (_, current) => (current < 0 ? -1 : current - 1),
      Home: () => 0,
      End: (all) => all.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusItem(move);
  };

  useEffect(() => {
    if (!defaultOpen || panel.current?.matches(':popover-open')) return;
    // The press was on a stand-in that is gone: focus the real button first, so closing returns there.
    invoker.current?.focus({ preventScroll: true });
    panel.current?.showPopover();
    focusItem(() => 0);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!panel.current?.matches(':popover-open')) panel.current?.showPopover();
    focusItem(() => 0);
  };

  return (
    <>
      <button
        ref={invoker}
        type="button"
        popoverTarget={id}
        aria-label={label}
        onKeyDown={onButtonKeyDown}
        style={{ anchorName: `--${id}` } as CSSProperties}
        className={buttonClassName}
      >
        {button}
      </button>
      <div
        id={id}
        ref={panel}
        popover="auto"
        data-align={align}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if (closeOnPress && (event.target as Element).closest(ITEMS)) panel.current?.hidePopover();
        }}
        style={{ positionAnchor: `--${id}` } as CSSProperties}
        className={`popover-menu ${panelClassName}`}
      >
        {children}
      </div>
    </>
  );
}

/** A link's look inside a popover menu (the `menu-item` utility of index.css), 44 px tall on a touch screen. */
export const popoverItemClasses = 'menu-item pointer-coarse:min-h-11';
