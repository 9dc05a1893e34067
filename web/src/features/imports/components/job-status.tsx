import type { JobView } from '@focustube/contracts';
import type { ReactNode } from 'react';

import { useT } from '@/lib/i18n';
import { shownProgress } from '@/lib/job-progress';
import { useJob } from '@/lib/jobs';

import { JobProgressBar } from './job-progress-bar';
import { JobStateBadge } from './job-state-badge';
import { jobResultText, NoRetryNote, RetryJobButton } from './job-summary';

type JobStatusProps = {
  jobId: string;
  /** The progress bar's accessible name, e.g. "Channel fetch progress". */
  label: string;
  /** The outcome in the tool's own words once the job has finished. */
  outcome?: (job: JobView) => ReactNode;
};

/** Live progress of one job: bar, state, imported count or failure reason, and Retry when it failed. */
export function JobStatus({ jobId, label, outcome }: JobStatusProps) {
  const t = useT();
  const { data: job, error } = useJob(jobId);
  if (!job) {
    return (
      <p
        role={error ? 'alert' : 'status'}
        className={`text-sm ${error ? 'text-destructive' : 'text-muted-foreground'}`}
      >
        {error ? error.message : t('job.starting')}
      </p>
    );
  }
  // A tool's outcome text already carries the failure reason.
  const summary = job.state === 'failed' && outcome ? null : jobResultText(job);
  const finished = job.state === 'completed' || job.state === 'failed';
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-background p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <JobStateBadge state={job.state} />
        <span className="tabular-nums text-muted-foreground">{shownProgress(job)}%</span>
      </div>
      <JobProgressBar job={job} label={label} />
      {summary && (
        <p className={`text-sm ${job.state === 'failed' ? 'text-destructive' : 'text-muted-foreground'}`}>
          {job.state === 'failed' ? t('history.reason', { reason: summary }) : summary}
        </p>
      )}
      <div aria-live="polite" className="text-sm font-medium empty:hidden">
        {finished && outcome?.(job)}
      </div>
      <NoRetryNote job={job} />
      <RetryJobButton job={job} />
    </div>
  );
}

type StartedJobProps = Omit<JobStatusProps, 'jobId'> & {
  /** Why the job could not be started, announced as it appears; null when nothing failed. */
  failure: ReactNode;
  /** The job the tool started, once it has one. */
  jobId?: string;
};

/** Under an import tool's form: why starting its job failed, or the started job's live status. */
export function StartedJob({ failure, jobId, label, outcome }: StartedJobProps) {
  return (
    <>
      <div aria-live="polite" className="text-sm empty:hidden">
        {failure != null && <p className="font-medium text-destructive">{failure}</p>}
      </div>
      {jobId && <JobStatus key={jobId} jobId={jobId} label={label} outcome={outcome} />}
    </>
  );
}
