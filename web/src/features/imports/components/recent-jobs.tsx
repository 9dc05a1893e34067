import type { JobName } from '@focustube/contracts';
import { RefreshCw } from '@/components/ui/icons';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, translate, useLanguage, useT, type MessageId } from '@/lib/i18n';
import { shownProgress } from '@/lib/job-progress';

import { useRecentJobs } from '../api/get-recent-jobs';

import { JobProgressBar } from './job-progress-bar';
import { JobStateBadge } from './job-state-badge';
import { jobResultText, NoRetryNote, RetryJobButton } from './job-summary';

/** Every job's label in the reader's language; keyed by the job registry's names, so a new job fails to compile until named. */
const JOB_LABELS: Record<JobName, MessageId> = {
  'bulk-approve': 'job.bulkApprove',
  'save-video': 'job.saveVideo',
  'channel-import': 'job.channelImport',
  'refresh-source': 'job.refreshSource',
  'gift-community': 'job.giftCommunity',
  'quality-scores': 'job.qualityScores',
  'prune-outbox': 'job.pruneOutbox',
};

/** A job's label: its own, or (a job this screen does not know yet) its registry name in words. */
export function jobDisplayName(name: string): string {
  const label = Object.hasOwn(JOB_LABELS, name) ? JOB_LABELS[name as JobName] : undefined;
  if (label) return translate(label);
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The newest jobs of every moderator, kept current by live events and a slow poll. */
export function RecentJobs() {
  const t = useT();
  const language = useLanguage();
  const jobs = useRecentJobs();
  if (jobs.isPending) return <Spinner label={t('job.loadingRecent')} />;
  if (jobs.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {jobs.error.message}
        <Button variant="outline" onClick={() => void jobs.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" /> {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (jobs.data.results.length === 0) return <p className="text-sm text-muted-foreground">{t('job.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
      {jobs.data.results.map((job) => {
        const summary = jobResultText(job);
        return (
          <li
            key={job.job_id}
            className="grid gap-2 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{jobDisplayName(job.name)}</span>
              <span className="text-xs text-muted-foreground">
                {formatDateTime(job.created_at, INTL_LOCALE[language])}
              </span>
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <div className="flex items-center gap-3">
                <JobStateBadge state={job.state} />
                <JobProgressBar job={job} label={t('job.progressOf', { name: jobDisplayName(job.name) })} />
                <span className="w-10 shrink-0 text-right text-sm tabular-nums text-muted-foreground">
                  {shownProgress(job)}%
                </span>
              </div>
              {summary && (
                <p
                  className={`break-words text-sm ${job.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}`}
                >
                  {summary}
                </p>
              )}
              <NoRetryNote job={job} />
            </div>
            <div className="sm:justify-self-end">
              <RetryJobButton job={job} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
