import { BookmarkCheck, BookmarkPlus } from '@/components/ui/icons';
import { Link, useLocation } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { rememberPendingAction, signInState } from '@/lib/sign-in-reason';

import { useMyListToggle } from '../api/my-list';

const classes = '-ml-3 px-3 text-muted-foreground';

/**
 * The watch page's Save: puts the video in the member's My List, or takes it out again. A signed-out
 * visitor is taken to sign in and brought back to the video, saved by then (login-form.tsx).
 */
export function SaveVideo({ videoId }: { videoId: string }) {
  const session = useSession();
  const location = useLocation();
  const { saved, busy, toggle } = useMyListToggle(videoId);
  const t = useT();

  // The server renders the page for everyone: the button appears once the session is known.
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link
        to="/login"
        state={signInState(location, 'save')}
        onClick={() => rememberPendingAction('save', videoId, location)}
        className={buttonClasses('ghost', classes)}
      >
        <BookmarkPlus aria-hidden="true" className="size-4" />
        {t('save.save')}
      </Link>
    );
  }
  // A toggle: its name stays "Save", pressed while the video is in My List (a screen reader says so; the
  // icon and colour show it), as a name that changed with the state would leave its effect unsaid.
  return (
    <Button
      variant="ghost"
      className={saved ? `${classes} font-semibold text-primary hover:text-primary` : classes}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      onClick={() => !busy && toggle()}
    >
      {saved ? (
        <BookmarkCheck aria-hidden="true" className="size-4 fill-primary/15 text-primary" />
      ) : (
        <BookmarkPlus aria-hidden="true" className="size-4" />
      )}
      {t('save.save')}
    </Button>
  );
}
