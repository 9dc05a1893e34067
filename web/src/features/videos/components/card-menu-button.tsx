import { EllipsisVertical } from '@/components/ui/icons';
import { lazy, Suspense, useState } from 'react';

import { MENU_BUTTON } from '@/components/ui/popover-menu';
import { useT } from '@/lib/i18n';

import type { VideoCardMenuProps } from './video-card-menu';

export const CARD_MENU_TRIGGER_CLASSES =
  '-my-2 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground [&:has(+:popover-open)]:bg-muted';

// The menu (My List, sharing) is not needed to read a list: it loads once the
// page is idle (video-grid.tsx), or at the latest when a card's button is pointed at or pressed.
export const loadCardMenu = () => import('./video-card-menu');
const VideoCardMenu = lazy(() => loadCardMenu().then((m) => ({ default: m.VideoCardMenu })));

/** A card's three-dot button: the same look and name as the menu's own trigger, which replaces it, open, on press. */
export function CardMenuButton(props: Omit<VideoCardMenuProps, 'defaultOpen'>) {
  const [pressed, setPressed] = useState(false);
  const t = useT();
  const button = (
    <button
      type="button"
      aria-label={t('cardMenu.moreActions', { title: props.title })}
      aria-expanded={false}
      {...{ [MENU_BUTTON]: '' }}
      onPointerEnter={() => void loadCardMenu()}
      onFocus={() => void loadCardMenu()}
      onClick={() => setPressed(true)}
      className={CARD_MENU_TRIGGER_CLASSES}
    >
      <EllipsisVertical aria-hidden="true" className="size-5" />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <VideoCardMenu {...props} defaultOpen />
    </Suspense>
  );
}
