import type { JobView } from '@focustube/contracts';
import { RotateCcw } from '@/components/ui/icons';

import { Button } from '@/components/ui/button';
import { translate, useT } from '@/lib/i18n';

import { useRetryJob } from '../api/retry-job';

import { importResultOf } from '../lib/import-result';

/** One line on what the job did, or why it failed. */
export function jobResultText(job: JobView): string | null {
  if (job.state === 'failed') return job.failed_reason ?? translate('bulk.jobFailed');
  const result = importResultOf(job);
  if (result) {
    const parts = [translate('job.imported', { count: result.imported })];
    if (result.already_known > 0) parts.push(translate('job.alreadyKnown', { count: result.already_known }));
    if (result.unavailable.length > 0) parts.push(translate('job.unavailable', { count: result.unavailable.length }));
    return parts.join(' · ');
  }
  const approved = (job.result as { approved?: unknown } | null)?.approved;
  if (typeof approved === 'number') return translate('job.approved', { count: approved });
  return null;
}

/** Whether a failed job failed for good (no such channel or video): running it again would fail the same way. */
const failedForGood = (job: JobView) => job.state === 'failed' && job.retryable === false;

/** Why a job that failed for good offers no Retry, under its failure reason. */
export function NoRetryNote({ job }: { job: JobView }) {
  const t = useT();
  if (!failedForGood(job)) return null;
  return <p className="text-sm text-muted-foreground">{t('job.noRetry')}</p>;
}

/** A Retry button for a failed job that may succeed again, with the server's answer when the retry is refused. */
export function RetryJobButton({ job }: { job: JobView }) {
  const t = useT();
  const retry = useRetryJob();
  if (job.state !== 'failed' || failedForGood(job)) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        className="px-3 py-1.5"
        disabled={retry.isPending}
        onClick={() => retry.mutate(job.job_id)}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {retry.isPending ? t('job.retrying') : t('job.retry')}
      </Button>
      {retry.isError && (
        <span role="alert" className="text-sm text-destructive">
          {retry.error.message}
        </span>
      )}
    </span>
  );
}
