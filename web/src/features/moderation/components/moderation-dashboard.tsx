import { GraduationCap } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { useT, type MessageId } from '@/lib/i18n';

import { useBulkApprove } from './bulk-approve';
import { useGiftCommunity } from './gift-community';
import { ModeratedList } from './moderated-list';
import { PendingQueue } from './pending-queue';
import { QueueCounts } from './queue-counts';
import { ReportedCount, ReportedSection } from './reported-section';

const SECTIONS: { to: string; name: string; label: MessageId }[] = [
  { to: '/admninvidepanel/pending', name: 'pending', label: 'moderation.pending' },
  { to: '/admninvidepanel/approved', name: 'approved', label: 'moderation.approved' },
  { to: '/admninvidepanel/dustbin', name: 'dustbin', label: 'moderation.dustbin' },
  { to: '/admninvidepanel/reported', name: 'reported', label: 'moderation.reported' },
];

/**
 * The header of the pending queue and the reported list: the title and its buttons in one row, then Bulk
 * Approve's and Gift community's progress and result below that row (inside it, they squeezed the title into a narrow column), then
 * the live counts.
 */
function DashboardHeader() {
  const t = useT();
  const bulk = useBulkApprove();
  const gifts = useGiftCommunity();
  return (
    <header className="flex flex-col gap-4">
      <title>{t('moderation.tabTitle')}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('moderation.title')}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/courses" className={buttonClasses('outline')}>
            <GraduationCap aria-hidden="true" className="size-4" />
            {t('nav.courses')}
          </Link>
          {bulk.button}
          {gifts.button}
        </div>
      </div>
      {bulk.panel}
      {gifts.panel}
      <QueueCounts />
    </header>
  );
}

/** The admin panel: live counts, Bulk Approve and Gift community, and the pending queue, approved list or dustbin. */
export function ModerationDashboard({ section = 'pending' }: { section?: string }) {
  const t = useT();
  const isReported = section === 'reported';
  const isPending = section !== 'approved' && section !== 'dustbin' && !isReported;
  return (
    <div className="flex flex-col gap-6">
      {(isPending || isReported) && <DashboardHeader />}
      {/* On a phone the tabs wrap onto a second row (Kiswahili's names are long): every one, and the Reported
          count, stays in sight rather than scrolled off the edge. */}
      <nav aria-label={t('moderation.sections')}>
        <ul className="flex flex-wrap gap-x-1 shadow-[inset_0_-1px_0_var(--color-border)]">
          {SECTIONS.map(({ to, name, label }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={(isPending ? name === 'pending' : name === section) ? 'page' : undefined}
                className="inline-flex min-h-10 items-center whitespace-nowrap border-b-2 border-transparent px-2.5 py-2 text-sm sm:px-4 font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
              >
                {t(label)}
                {name === 'reported' && <ReportedCount />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isReported ? (
        <ReportedSection />
      ) : section === 'approved' ? (
        <ModeratedList list="approved" />
      ) : section === 'dustbin' ? (
        <ModeratedList list="dustbin" />
      ) : (
        <PendingQueue category={section === 'pending' ? undefined : section} />
      )}
    </div>
  );
}
