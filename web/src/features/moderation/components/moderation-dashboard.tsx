import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';

import { BulkApprove } from './bulk-approve';
import { GiftCommunity } from './gift-community';
import { ModeratedList } from './moderated-list';
import { PendingQueue } from './pending-queue';
import { QueueCounts } from './queue-counts';
import { ReportedCount, ReportedSection } from './reported-section';

const SECTIONS = [
  { to: '/admninvidepanel/pending', label: 'Pending' },
  { to: '/admninvidepanel/approved', label: 'Approved' },
  { to: '/admninvidepanel/dustbin', label: 'Dustbin' },
  { to: '/admninvidepanel/reported', label: 'Reported' },
];

/** The admin panel: live counts, Bulk Approve and Gift community, and the pending queue, approved list or dustbin. */
export function ModerationDashboard({ section = 'pending' }: { section?: string }) {
  const isReported = section === 'reported';
  const isPending = section !== 'approved' && section !== 'dustbin' && !isReported;
  return (
    <div className="flex flex-col gap-6">
      {(isPending || isReported) && (
        <header className="flex flex-col gap-4">
          <title>Admin panel · FocusTube</title>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight">Admin panel</h1>
            <div className="flex flex-wrap items-center gap-2">
              <Link to="/admin/courses" className={buttonClasses('outline')}>
                <GraduationCap aria-hidden="true" className="size-4" />
                Courses
              </Link>
              <BulkApprove />
              <GiftCommunity />
            </div>
          </div>
          <QueueCounts />
        </header>
      )}
      <nav aria-label="Moderation sections">
        <ul className="flex gap-1 border-b border-border">
          {SECTIONS.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={(isPending ? label === 'Pending' : to.endsWith(`/${section}`)) ? 'page' : undefined}
                className="-mb-px inline-flex items-center whitespace-nowrap border-b-2 border-transparent px-2.5 py-2 text-sm sm:px-4 font-medium text-muted-foreground hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-foreground"
              >
                {label}
                {label === 'Reported' && <ReportedCount />}
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
