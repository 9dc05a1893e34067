import { Flag } from '@/components/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

// The dialog (its library, the form) is needed only once a member presses Report: it loads then, or when
// the button is pointed at or focused, not with every watch page.
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * The watch page's Report button: signed-in members report the video once (report-dialog.tsx); signed-out
 * visitors are offered to log in first.
 */
export function ReportVideo({ videoId, title }: { videoId: string; title: string }) {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const t = useT();

  // The server renders the page for everyone: the button appears once the session is known, in a row
  // that keeps its height meanwhile (watch-video.tsx).
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link
        to="/login"
        state={{ from: location }}
        className={buttonClasses('ghost', '-ml-3 h-9 px-3 text-muted-foreground')}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('report.logIn')}
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        className="-ml-3 h-9 px-3 text-muted-foreground"
        disabled={reported}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {reported ? t('report.reported') : t('report.report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            videoId={videoId}
            title={title}
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
