import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from '@/components/ui/icons';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { INTL_LOCALE, translate, useLanguage, useT } from '@/lib/i18n';
import { getJobQueryOptions } from '@/lib/jobs';
import { useLiveEvents } from '@/lib/use-live-events';

import { startBulkApprove, type BulkApproveResult } from '../api/bulk-approve';
import { moderationKeys } from '../api/moderation-keys';
import { getCountsQueryOptions } from '../api/get-counts';
import { bulkApproveSummary } from '../lib/bulk-approve-summary';

import { DialogClose, ModalDialog } from '@/components/ui/dialog';

type JobProgress = { jobId: string; progress: number; result?: BulkApproveResult; failed?: string };

function BulkApproveStatus({ job, onClose }: { job: JobProgress; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { result, failed } = job;
  // A job finished before this field existed has none.
  const waiting = result?.needs_category_total ?? 0;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      {failed ? (
        <p className="font-semibold text-destructive">{t('bulk.failed', { reason: failed })}</p>
      ) : result ? (
        <>
          <p className="font-semibold">{bulkApproveSummary(result)}</p>
          <p className="text-sm text-muted-foreground">
            {t('bulk.tally', {
              approved: result.approved.toLocaleString(INTL_LOCALE[language]),
              handled: result.already_handled.length.toLocaleString(INTL_LOCALE[language]),
              missing: result.not_found.length.toLocaleString(INTL_LOCALE[language]),
              waiting: waiting.toLocaleString(INTL_LOCALE[language]),
            })}
          </p>
          {result.already_handled.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer">{t('bulk.handledFirst')}</summary>
              <ul className="mt-2 max-h-40 overflow-y-auto">
                {result.already_handled.map((v) => (
                  <li key={v.video_id}>
                    {v.video_id}: {v.status}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      ) : (
        <p className="font-medium">{t('bulk.progress', { percent: Math.round(job.progress) })}</p>
      )}
      <ProgressBar value={result ? 100 : job.progress} label={t('bulk.progressLabel')} failed={Boolean(failed)} />
      {(result || failed) && (
        <Button variant="outline" className="self-start" onClick={onClose}>
          {t('common.close')}
        </Button>
      )}
    </div>
  );
}

/**
 * Bulk Approve: confirm, then a progress bar driven by job events (polling when they do not come).
 * Two pieces for two places: the `button` (with its confirmation) among the header's buttons, and the `panel`
 * (progress, result, a failure to start) below that row, full width, so the header keeps its shape meanwhile.
 */
export function useBulkApprove(): { button: ReactNode; panel: ReactNode } {
  const t = useT();
  const queryClient = useQueryClient();
  // The number the confirmation names: the dashboard's live counts (already loaded for its tabs).
  const pending = useQuery(getCountsQueryOptions()).data?.pending;
  const [confirming, setConfirming] = useState(false);
  const [job, setJob] = useState<JobProgress | null>(null);
  const finished = Boolean(job?.result || job?.failed);
  const polled = useQuery({ ...getJobQueryOptions(job?.jobId ?? ''), enabled: Boolean(job) && !finished }).data;

  const start = useMutation({
    mutationFn: startBulkApprove,
    onSuccess: ({ job_id }) => setJob({ jobId: job_id, progress: 0 }),
  });

  useLiveEvents(['job:progress', 'job:completed', 'job:failed'], (event) => {
    if (!job || event.event.job_id !== job.jobId) return;
    if (event.type === 'job:progress') {
      const progress = event.event.progress ?? 0;
      setJob((j) => j && { ...j, progress: Math.max(j.progress, progress) });
      return;
    }
    if (event.type === 'job:completed' && event.event.name === 'bulk-approve') {
      const { result } = event.event;
      setJob((j) => j && { ...j, progress: 100, result });
    }
    if (event.type === 'job:failed') {
      const failed = event.event.failed_reason ?? translate('bulk.jobFailed');
      setJob((j) => j && { ...j, failed });
    }
    void queryClient.invalidateQueries({ queryKey: moderationKeys.pending() });
  });

  const shown: JobProgress | null =
    job && polled && !finished
      ? {
          ...job,
          progress: Math.max(job.progress, polled.progress),
          result: polled.state === 'completed' ? (polled.result as BulkApproveResult) : undefined,
          failed: polled.state === 'failed' ? (polled.failed_reason ?? translate('bulk.jobFailed')) : undefined,
        }
      : job;

  const running = start.isPending || (Boolean(job) && !shown?.result && !shown?.failed);
  const button = (
    <>
      {/* Unavailable while a bulk approval runs, but still focusable: the dialog gives focus back to it. */}
      <Button
        onClick={() => {
          if (!running) setConfirming(true);
        }}
        aria-disabled={running || undefined}
      >
        <CheckCheck aria-hidden="true" className="size-4" />
        {t('bulk.title')}
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t('bulk.title')}
        description={t('bulk.confirm')}
      >
        <p className="mb-4 text-sm text-muted-foreground">
          {pending !== undefined && (
            <strong className="font-semibold text-foreground">{t('bulk.confirmCount', { count: pending })} </strong>
          )}
          {t('bulk.explain')}
        </p>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              setConfirming(false);
              setJob(null);
              start.mutate();
            }}
          >
            {t('bulk.approveAll')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
  const panel = (
    <>
      {start.isError && (
        <p role="alert" className="text-sm text-destructive">
          {start.error.message}
        </p>
      )}
      {shown && <BulkApproveStatus job={shown} onClose={() => setJob(null)} />}
    </>
  );
  return { button, panel };
}
