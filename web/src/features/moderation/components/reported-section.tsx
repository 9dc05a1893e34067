import type { ReportReason } from '@focustube/contracts';
import * as Popover from '@radix-ui/react-popover';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { CategoryLabel } from '@/components/ui/category-label';
import { ArrowRightLeft, Check, History, MonitorX } from '@/components/ui/icons';
import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { showToast } from '@/components/ui/toast';
import { getCategoriesQueryOptions } from '@/lib/categories';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, useLanguage, useT, type MessageId } from '@/lib/i18n';
import { useLiveEvents } from '@/lib/use-live-events';

import { getCountsQueryOptions } from '../api/get-counts';
import { moderationKeys } from '../api/moderation-keys';
import {
  getReportedVideosQueryOptions,
  reportedKey,
  resolveReports,
  type ReportedVideo,
  type ResolveInput,
} from '../api/reported-videos';

import { popoverClasses } from './form-classes';
import { CategoryFields } from './category-fields';
import { HistoryDialog } from './history-dialog';
import { InlinePlayer } from './inline-player';
import { focusAfterLeaving } from '../lib/focus-after-leaving';
import { RemovePopover } from './remove-popover';

const REASON_LABELS: Record<ReportReason, MessageId> = {
  not_educational: 'report.notEducational',
  wrong_category: 'report.wrongCategory',
  unavailable: 'report.unavailable',
  other: 'report.other',
};
const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

type Pages = InfiniteData<{ results: ReportedVideo[]; count: number; next: string | null }, string>;

/** The number of reported videos, for the section's tab: live through the dashboard counts. */
export function ReportedCount() {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const reported = useQuery(getCountsQueryOptions()).data?.reported;
  useLiveEvents(['queue:counts', 'reconnected'], (event) => {
    if (event.type === 'queue:counts') queryClient.setQueryData(moderationKeys.counts(), event.event);
    else void queryClient.invalidateQueries({ queryKey: moderationKeys.counts() });
  });
  if (!reported) return null;
  return (
    <span data-reported-count className={`${badge} ml-1.5 bg-destructive text-background tabular-nums`}>
      {reported.toLocaleString(INTL_LOCALE[language])}
      <span className="sr-only">{t('reported.countSuffix')}</span>
    </span>
  );
}

/**
 * Videos viewers reported, most reported first, live: a `reports:changed` event adds, updates or removes
 * an entry as members report and moderators settle. Keep, Move (to another category) or Remove.
 */
export function ReportedSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(getReportedVideosQueryOptions());

  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const leave = useCallback(
    (videoId: string) =>
      queryClient.setQueryData<Pages>(reportedKey(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                results: page.results.filter((r) => r.video.video_id !== videoId),
              })),
            }
          : data,
      ),
    [queryClient],
  );
  // Settled here: the card leaves at once, and the moderator's place with it (the page would otherwise
  // stay scrolled where the card was).
  const settled = useCallback(
    (videoId: string) => {
      focusAfterLeaving(listRef.current, 'data-reported-card', videoId, headingRef.current);
      leave(videoId);
    },
    [leave],
  );

  useLiveEvents(['reports:changed', 'reconnected'], (event) => {
    if (event.type === 'reports:changed' && event.event.open_reports === 0) {
      // Settled (by anyone): the entry leaves at once, without asking the server again.
      leave(event.event.video_id);
      return;
    }
    // A new report, or new counts: read the list again (its order and notes come from the server).
    void queryClient.invalidateQueries({ queryKey: reportedKey() });
  });

  const entries = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((r) => !seen.has(r.video.video_id) && seen.add(r.video.video_id));
  }, [query.data]);

  return (
    <section aria-labelledby="reported-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="reported-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('reported.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('reported.lead')}</p>
      </div>
      {query.isPending ? (
        <Spinner label={t('reported.loading')} />
      ) : query.isError ? (
        <StatusMessage title={t('reported.loadFailed')} role="alert">
          <p>{query.error.message}</p>
          <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
        </StatusMessage>
      ) : entries.length === 0 ? (
        <StatusMessage title={t('reported.noneTitle')}>
          <p>{t('reported.none')}</p>
        </StatusMessage>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-4" aria-label={t('reported.title')}>
          {entries.map((entry) => (
            <li key={entry.video.video_id}>
              <ReportedCard entry={entry} onSettled={settled} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && <LoadMoreSentinel key={entries.length} onVisible={() => void query.fetchNextPage()} />}
      {query.isFetchingNextPage && <Spinner label={t('reported.loadingMore')} />}
    </section>
  );
}

function ReportedCard({ entry, onSettled }: { entry: ReportedVideo; onSettled: (videoId: string) => void }) {
  const t = useT();
  const language = useLanguage();
  const when = (at: string) => formatDateTime(at, INTL_LOCALE[language]);
  const queryClient = useQueryClient();
  const { video } = entry;
  const title = video.title || t('card.noTitle');
  const [historyOpen, setHistoryOpen] = useState(false);
  const reasons = (Object.keys(REASON_LABELS) as ReportReason[]).filter((r) => entry.reasons[r] > 0);

  const resolve = useMutation({
    mutationFn: (input: ResolveInput) => resolveReports(video.video_id, { ...input, version: video.version }),
    onSuccess: (result) => {
      showToast(result.message);
      onSettled(video.video_id);
      void queryClient.invalidateQueries({ queryKey: reportedKey() });
    },
    onError: (error) => {
      showToast(error.message, { role: 'alert' });
      void queryClient.invalidateQueries({ queryKey: reportedKey() });
    },
  });
  const busy = resolve.isPending;

  return (
    <article
      data-reported-card={video.video_id}
      aria-label={title}
      tabIndex={-1}
      className="grid outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm md:grid-cols-[18rem_minmax(0,1fr)]"
    >
      <InlinePlayer videoId={video.video_id} title={title} thumbnailUrl={video.thumbnail_url} />
      <div className="flex min-w-0 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="line-clamp-2 font-semibold leading-snug">{title}</h3>
          <p className="truncate text-sm text-muted-foreground">
            {t('card.channel', { channel: video.channel_title || t('moderation.unknown') })}
            {video.assigned_category && (
              <>
                {' · '}
                <CategoryLabel category={video.assigned_category} subcategory={video.subcategory} separator=" / " />
              </>
            )}
          </p>
        </div>
        <p className="text-sm">
          <strong className="font-semibold tabular-nums" data-open-reports>
            {t('reported.reports', { count: entry.open_reports })}
          </strong>
          <span className="text-muted-foreground">{t('reported.last', { when: when(entry.last_reported_at) })}</span>
        </p>
        <ul aria-label={t('reported.reasons')} className="flex flex-wrap gap-2">
          {reasons.map((r) => (
            <li key={r} className={`${badge} bg-muted text-foreground`}>
              {t(REASON_LABELS[r])} <span className="tabular-nums">× {entry.reasons[r]}</span>
            </li>
          ))}
          {entry.player_errors > 0 && (
            <li className={`${badge} inline-flex items-center gap-1 bg-accent text-accent-foreground`}>
              <MonitorX aria-hidden="true" className="size-3.5" />
              {t('reported.playerFailed', { count: entry.player_errors })}
            </li>
          )}
        </ul>
        {entry.notes.length > 0 && (
          <ul aria-label={t('reported.notes')} className="flex flex-col gap-1.5 border-l-2 border-border pl-3">
            {entry.notes.map((note, index) => (
              <li key={`${note.at}-${index}`} className="text-sm">
                <span className="break-words">“{note.note}”</span>{' '}
                <span className="text-xs text-muted-foreground">
                  — {t(REASON_LABELS[note.reason])}, <time dateTime={note.at}>{when(note.at)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-2 border-t border-border pt-3">
          <Button
            data-action="keep"
            disabled={busy}
            className="px-3"
            onClick={() => resolve.mutate({ action: 'keep' })}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('reported.keep')}
          </Button>
          <MovePopover
            title={title}
            category={video.assigned_category}
            disabled={busy}
            onMove={(assigned_category, subcategory) =>
              resolve.mutate({ action: 'move', assigned_category, subcategory })
            }
          />
          <RemovePopover
            title={title}
            disabled={busy}
            onRemove={(reason) => resolve.mutate({ action: 'remove', ...(reason ? { reason } : {}) })}
          />
          <Button variant="ghost" className="px-3" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="size-4" />
            {t('history.title')}
          </Button>
        </div>
      </div>
      {historyOpen && (
        <HistoryDialog videoId={video.video_id} title={title} open={historyOpen} onOpenChange={setHistoryOpen} />
      )}
    </article>
  );
}

/** Move to another category (and subcategory), as Approve's picker does. */
function MovePopover({
  title,
  category,
  disabled,
  onMove,
}: {
  title: string;
  category: string | null;
  disabled: boolean;
  onMove: (category: string, subcategory: string | null) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [chosenSub, setChosenSub] = useState('');
  const tree = useQuery({ ...getCategoriesQueryOptions(), enabled: open }).data;
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setOpen(false);
    onMove(chosen, chosenSub || null);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button data-action="move" variant="outline" disabled={disabled} className="px-3">
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          {t('reported.move')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('reported.moveTitle', { title })}
          className={popoverClasses}
        >
          <form onSubmit={submit} className="flex flex-col gap-3">
            <CategoryFields
              id={id}
              label={t('reported.newCategory')}
              tree={tree}
              category={chosen}
              subcategory={chosenSub}
              current={category}
              onChange={(nextCategory, nextSubcategory) => {
                setChosen(nextCategory);
                setChosenSub(nextSubcategory);
              }}
            />
            <Button type="submit" disabled={!chosen}>
              {t('reported.moveVideo')}
            </Button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
