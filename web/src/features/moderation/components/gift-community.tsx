import type { GiftCommunityResult, jobAcceptedSchema } from '@focustube/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { showToast } from '@/components/ui/toast';
import { INTL_LOCALE, translate, useLanguage, useT } from '@/lib/i18n';
import { getJobQueryOptions } from '@/lib/jobs';
import { authRequest } from '@/lib/session';
import { useLiveEvents } from '@/lib/use-live-events';

import { moderationKeys } from '../api/moderation-keys';

import { fieldClasses } from './form-classes';
import { DialogClose, ModalDialog } from '@/components/ui/dialog';

export const GIFT_COMMUNITY_CONFIRM = 'Give a voucher to every approved video that has none?';

/** Starts Gift community as a background job: one code for all, or (without one) a generated code per video. */
const startGiftCommunity = (giftToken: string | undefined) =>
  authRequest<z.infer<typeof jobAcceptedSchema>>('/api/gift-all/', {
    method: 'POST',
    body: giftToken ? { gift_token: giftToken } : {},
  });

type JobProgress = { jobId: string; progress: number; result?: GiftCommunityResult; failed?: string };

/** What a finished run did, in one sentence (the result panel's heading and the toast). */
export function giftCommunitySummary(result: GiftCommunityResult): string {
  const { gifted_total: gifted, already_gifted_total: had } = result;
  if (gifted === 0) return translate('giftAll.nothing');
  return had > 0 ? translate('giftAll.summaryKept', { gifted, had }) : translate('giftAll.summary', { gifted });
}

function GiftCommunityStatus({
  job,
  onClose,
  ref,
}: {
  job: JobProgress;
  onClose: () => void;
  ref: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const language = useLanguage();
  const number = (n: number) => n.toLocaleString(INTL_LOCALE[language]);
  const { result, failed } = job;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      {failed ? (
        <p className="font-semibold text-destructive">{t('giftAll.failed', { reason: failed })}</p>
      ) : result ? (
        <>
          <p className="font-semibold">{giftCommunitySummary(result)}</p>
          <p className="text-sm text-muted-foreground">
            {t('giftAll.tally', {
              gifted: number(result.gifted_total),
              had: number(result.already_gifted_total),
            })}
          </p>
          {result.gifted.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer">
                {t('giftAll.giftedList')}
                {result.gifted_total > result.gifted.length &&
                  t('giftAll.newestListed', { count: number(result.gifted.length) })}
              </summary>
              <ul
                tabIndex={0}
                aria-label={t('giftAll.giftedCodes')}
                className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto"
              >
                {result.gifted.map((v) => (
                  <li key={v.video_id}>
                    {v.title || v.video_id}: <code className="font-mono font-semibold select-all">{v.gift_token}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {result.already_gifted.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer">
                {t('giftAll.hadList')}
                {result.already_gifted_total > result.already_gifted.length &&
                  t('giftAll.newestListed', { count: number(result.already_gifted.length) })}
              </summary>
              <ul
                tabIndex={0}
                aria-label={t('giftAll.keptList')}
                className="mt-2 flex max-h-48 flex-col gap-1 overflow-y-auto"
              >
                {result.already_gifted.map((v) => (
                  <li key={v.video_id}>{t('giftAll.keptIts', { title: v.title || v.video_id })}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      ) : (
        <p className="font-medium">{t('giftAll.progress', { percent: Math.round(job.progress) })}</p>
      )}
      <ProgressBar value={result ? 100 : job.progress} label={t('giftAll.progressLabel')} failed={Boolean(failed)} />
      {(result || failed) && (
        <Button variant="outline" className="self-start" onClick={onClose}>
          {t('common.close')}
        </Button>
      )}
    </div>
  );
}

/**
 * Gift community: confirm (optionally with one code for all), then a progress bar driven by job events
 * (polling when they do not come) and what happened to each video. Videos that have a voucher keep it.
 */
export function useGiftCommunity(): { button: ReactNode; panel: ReactNode } {
  const t = useT();
  const queryClient = useQueryClient();
  const codeId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [job, setJob] = useState<JobProgress | null>(null);
  const finished = Boolean(job?.result || job?.failed);
  const polled = useQuery({ ...getJobQueryOptions(job?.jobId ?? ''), enabled: Boolean(job) && !finished }).data;

  const start = useMutation({
    mutationFn: startGiftCommunity,
    onSuccess: ({ job_id }) => setJob({ jobId: job_id, progress: 0 }),
    onError: (error) => showToast(translate('giftAll.couldNotStart', { error: error.message }), { role: 'alert' }),
  });

  useLiveEvents(['job:progress', 'job:completed', 'job:failed'], (event) => {
    if (!job || event.event.job_id !== job.jobId) return;
    if (event.type === 'job:progress') {
      const progress = event.event.progress ?? 0;
      setJob((j) => j && { ...j, progress: Math.max(j.progress, progress) });
    } else if (event.type === 'job:completed') {
      if (event.event.name !== 'gift-community') return;
      const { result } = event.event;
      setJob((j) => j && { ...j, progress: 100, result });
    } else {
      const failed = event.event.failed_reason ?? translate('bulk.jobFailed');
      setJob((j) => j && { ...j, failed });
    }
  });

  // When no live event came, the poll tells the progress and the end instead.
  const shown: JobProgress | null =
    job && polled && !finished && polled.job_id === job.jobId
      ? {
          ...job,
          progress: Math.max(job.progress, polled.progress),
          result:
            polled.state === 'completed' && polled.name === 'gift-community'
              ? (polled.result as GiftCommunityResult)
              : undefined,
          failed: polled.state === 'failed' ? (polled.failed_reason ?? translate('bulk.jobFailed')) : undefined,
        }
      : job;

  // The end is told once, in a notice that stays while the moderator moves on.
  const announced = useRef<string | null>(null);
  const [shownId, shownResult, shownFailed] = [shown?.jobId, shown?.result, shown?.failed];
  useEffect(() => {
    if (!shownId || !(shownResult || shownFailed) || announced.current === shownId) return;
    announced.current = shownId;
    if (shownResult) showToast(giftCommunitySummary(shownResult));
    else showToast(translate('giftAll.failed', { reason: shownFailed ?? '' }), { role: 'alert' });
    // Vouchers bump the versions the approved list holds.
    void queryClient.invalidateQueries({ queryKey: moderationKeys.approved() });
  }, [shownId, shownResult, shownFailed, queryClient]);

  // Focus: back on the button when the confirmation is cancelled, on the progress once a run starts.
  const panel = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) wasConfirming.current = true;
    else if (wasConfirming.current) {
      wasConfirming.current = false;
      trigger.current?.focus();
    }
  }, [confirming]);
  const jobId = job?.jobId;
  useEffect(() => {
    if (jobId) panel.current?.focus();
  }, [jobId]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(false);
    setJob(null);
    start.mutate(code.trim() || undefined);
  };

  const button = (
    <>
      <Button
        ref={trigger}
        variant="outline"
        onClick={() => setConfirming(true)}
        disabled={start.isPending || (shown !== null && !shown.result && !shown.failed)}
      >
        <Gift aria-hidden="true" className="size-4" />
        {t('giftAll.title')}
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={t('giftAll.title')}
        description={t('giftAll.confirm')}
      >
        <form onSubmit={confirm} className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{t('giftAll.explain')}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="text-sm font-medium">
              {t('giftAll.oneCode')}
            </label>
            <input
              id={codeId}
              name="gift_token"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder={t('giftAll.oneCodePlaceholder')}
              maxLength={100}
              autoComplete="off"
              className={fieldClasses}
            />
          </div>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit">{t('giftAll.give')}</Button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
  // Shown below the header's row of buttons (inside it, it squeezed the title into a narrow column).
  const statusPanel = shown && (
    <GiftCommunityStatus
      ref={panel}
      job={shown}
      onClose={() => {
        setJob(null);
        trigger.current?.focus();
      }}
    />
  );
  return { button, panel: statusPanel };
}
