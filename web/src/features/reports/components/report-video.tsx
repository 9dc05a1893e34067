import { Flag } from '@/components/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { rememberPendingAction, signInState, takePendingReport } from '@/lib/sign-in-reason';

import { getMyReport } from '../api/report-video';

// The dialog (its library, the form) is needed only once a member presses Report: it loads then, not with
// every watch page. Not earlier either: in a tab older than a deploy a chunk that fails to load reloads the
// page (stale-build.ts), which must not happen to a video playing because the pointer passed over a button.
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * The watch page's Report button: signed-in members report the video once (report-dialog.tsx); signed-out
 * visitors are offered to log in first, and find the dialog open when they are back.
 */
export function ReportVideo({ videoId, title }: { videoId: string; title: string }) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();

  // Opened once its code is in; if that cannot load (offline), the page stays as it is and says why. A
  // member whose report of this video is still open is told so at once, not after filling in the form.
  const openDialog = () => {
    setLoading(true);
    const mine = getMyReport(videoId).catch(() => null);
    Promise.all([loadReportDialog(), mine])
      .then(
        ([, report]) => {
          if (report?.open) {
            setReported(true);
            showToast(t('report.already'));
          } else setOpen(true);
        },
        () => showToast(t('api.unreachable'), { role: 'alert' }),
      )
      .finally(() => setLoading(false));
  };

  // Report pressed while signed out: opened on coming back signed in, once, for this page's own video.
  const userId = session.user?.id;
  useEffect(() => {
    // Opened just after this render, as a press would.
    if (userId !== undefined && takePendingReport(videoId, location, userId)) queueMicrotask(openDialog);
    // On signing in (or arriving signed in) only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, videoId]);

  // The server renders the page for everyone: the button appears once the session is known, in a row
  // that keeps its height meanwhile (watch-video.tsx).
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link
        to="/login"
        state={signInState(location, 'report')}
        onClick={() => rememberPendingAction('report', videoId, location)}
        className={buttonClasses('ghost', 'px-3 text-muted-foreground')}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('report.logIn')}
      </Link>
    );
  }
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        className="px-3 text-muted-foreground"
        // Not disabled once reported: the keyboard's focus stays on it, which now says Reported.
        aria-disabled={reported || undefined}
        aria-haspopup={reported ? undefined : 'dialog'}
        aria-expanded={reported ? undefined : open}
        aria-busy={loading || undefined}
        onClick={() => !loading && !reported && openDialog()}
      >
        <Flag aria-hidden="true" className="size-4" />
        {reported ? t('report.reported') : t('report.report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            videoId={videoId}
            title={title}
            returnFocusTo={button}
            onClose={() => setOpen(false)}
            onReported={(message) => {
              setReported(true);
              setOpen(false);
              showToast(message);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
