import {
  ArrowDownWideNarrow,
  BookmarkPlus,
  BookmarkX,
  ExternalLink,
  EllipsisVertical,
  Share2,
} from '@/components/ui/icons';
import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PopoverMenu, popoverItemClasses } from '@/components/ui/popover-menu';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { rememberPendingAction, signInState } from '@/lib/sign-in-reason';
import { youtubeWatchUrl } from '@/lib/youtube-embed';

import { useMyListToggle } from '../api/my-list';
import { shareVideo } from '../lib/share';

import { CARD_MENU_TRIGGER_CLASSES } from './card-menu-button';

export type VideoCardMenuProps = {
  videoId: string;
  title: string;
  /** The watch page's path, shared as a full URL. */
  watchPath: string;
  /** Offer "Open on YouTube" (in place of the spec's third-party Download link). */
  youtubeLink: boolean;
  onBestFirst?: () => void;
  /** Opened at once: the card's light button stood in for it until this code arrived (card-menu-button.tsx). */
  defaultOpen?: boolean;
};

/** One action of the menu: a button that looks like the header menus' links. */
function MenuItem({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <li>
      <button type="button" className={itemClasses} onClick={onSelect}>
        {icon}
        {children}
      </button>
    </li>
  );
}

const itemClasses = `${popoverItemClasses} w-full cursor-pointer text-left`;

/**
 * The three-dot menu of a card, a browser popover as the header's menus are: opening another card's menu
 * closes this one, and Escape or a press outside closes it.
 */
export function VideoCardMenu({
  videoId,
  title,
  watchPath,
  youtubeLink,
  onBestFirst,
  defaultOpen,
}: VideoCardMenuProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Asked when the menu first opens (this code loads then), so it can offer to take a saved video out.
  const { saved, toggle } = useMyListToggle(videoId);
  const t = useT();

  const toggleSaved = () => {
    if (session.status !== 'signed-in') {
      // Back to this page once signed in, with the video added to My List by then (login-form.tsx).
      if (!saved) rememberPendingAction('save', videoId, location);
      void navigate('/login', { state: signInState(location, 'save') });
      return;
    }
    toggle();
  };

  return (
    <PopoverMenu
      id={`card-menu${useId()}`}
      label={t('cardMenu.moreActions', { title })}
      button={<EllipsisVertical aria-hidden="true" className="size-5" />}
      buttonClassName={CARD_MENU_TRIGGER_CLASSES}
      panelClassName="min-w-48 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
      align="end"
      defaultOpen={defaultOpen}
      withoutAnchors="button"
      closeOnPress
    >
      <ul>
        {saved ? (
          <MenuItem icon={<BookmarkX aria-hidden="true" className="size-4" />} onSelect={toggleSaved}>
            {t('cardMenu.removeFromMyList')}
          </MenuItem>
        ) : (
          <MenuItem icon={<BookmarkPlus aria-hidden="true" className="size-4" />} onSelect={toggleSaved}>
            {t('cardMenu.addToMyList')}
          </MenuItem>
        )}
        <MenuItem
          icon={<Share2 aria-hidden="true" className="size-4" />}
          onSelect={() => void shareVideo(title, new URL(watchPath, window.location.origin).href)}
        >
          {t('cardMenu.share')}
        </MenuItem>
        {onBestFirst && (
          <MenuItem icon={<ArrowDownWideNarrow aria-hidden="true" className="size-4" />} onSelect={onBestFirst}>
            {t('cardMenu.bestFirst')}
          </MenuItem>
        )}
        {youtubeLink && (
          <li>
            <a href={youtubeWatchUrl(videoId)} target="_blank" rel="noreferrer" className={itemClasses}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('cardMenu.openOnYouTube')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        )}
      </ul>
    </PopoverMenu>
  );
}
