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
  children: ReactNode;
};

const ITEMS = 'a[href], button:not([disabled])';

/**
 * A menu of links in the browser's own popover (`popover` + `popovertarget`): the first tap opens it,
 * even before the page's script has run, in the top layer above everything; Escape and a press outside
 * close it, and focus returns to the button, all natively. CSS anchor positioning puts it under its
 * button (index.css, `.popover-menu`). It is a disclosure of links (the pattern for site navigation):
 * Tab moves through them, and so do the arrow keys.
 */
export function PopoverMenu({ id, label, button, buttonClassName, panelClassName, align, children }: PopoverMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A press outside an open menu only closes it, as in other menus: the browser's light dismiss would let
  // that press go on to follow whatever link lay under it (a video card, say), which nobody meant to open.
  useEffect(() => {
    let swallow = false;
    const onPointerDown = (event: PointerEvent) => {
      // A press on this or another menu's button still opens that menu.
      const target = event.target as Element;
      swallow =
        !!panel.current?.matches(':popover-open') &&
        !panel.current.contains(target) &&
        !target.closest?.('[popovertarget]');
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

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!panel.current?.matches(':popover-open')) panel.current?.showPopover();
    focusItem(() => 0);
  };

  return (
    <>
      <button
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
        style={{ positionAnchor: `--${id}` } as CSSProperties}
        className={`popover-menu ${panelClassName}`}
      >
        {children}
      </div>
    </>
  );
}

/** A link's look inside a popover menu (the `menu-item` utility of index.css). */
export const popoverItemClasses = 'menu-item';
