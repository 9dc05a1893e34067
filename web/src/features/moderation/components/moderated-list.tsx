import type { ModerationVideo, Video } from '@focustube/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw, Trash } from '@/components/ui/icons';
import { memo, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { CategoryAndDate } from '@/components/ui/published-date';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { showToast, showUndoableToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, translate, useLanguage, useT } from '@/lib/i18n';
import { uniqueVideos } from '@/lib/unique-videos';
import { useLiveEvents } from '@/lib/use-live-events';

import { getModeratedListQueryOptions, type ModeratedList as ListName } from '../api/get-moderated-list';
import { moderationKeys } from '../api/moderation-keys';
import { moderateVideo } from '../api/moderate-video';

import { ApprovePopover } from './approve-popover';
import { HistoryDialog } from './history-dialog';
import { InlinePlayer } from './inline-player';
import { SearchBox } from './search-box';
import { focusAfterLeaving } from '../lib/focus-after-leaving';

type ListVideo = Video | ModerationVideo;

const LISTS = {
  approved: {
    action: 'deapprove',
    button: 'moderated.deapprove',
    icon: Trash,
    // Named: with two notices on screen, each Undo says which video it puts back.
    success: 'moderated.deapprovedNamed',
    failure: 'moderated.deapproveFailed',
    status: 'approved',
    title: 'moderated.approvedTitle',
    lead: 'moderated.approvedLead',
    search: 'moderated.searchApproved',
  },
  dustbin: {
    action: 'approve_again',
    button: 'moderation.approve',
    icon: RotateCcw,
    success: 'moderated.approvedAgain',
    failure: 'moderated.approveFailed',
    status: 'removed',
    title: 'moderation.dustbin',
    lead: 'moderated.dustbinLead',
    search: 'moderated.searchDustbin',
  },
} as const;

const ModeratedCard = memo(function ModeratedCard({
  video,
  list,
  onDone,
  onUndo,
}: {
  video: ListVideo;
  list: ListName;
  onDone: (videoId: string) => void;
  /** Puts a deapproved video back (the notice's Undo): one tap on a phone should not cost a video. */
  onUndo: (videoId: string, version: number) => Promise<unknown>;
}) {
  const t = useT();
  const language = useLanguage();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { action, button, icon: Icon, success, failure } = LISTS[list];
  const title = video.title || t('card.noTitle');
  const act = useMutation({
    // A category only when the video has none: the server never approves into no list.
    mutationFn: (placement: { assigned_category: string; subcategory: string | null } | void) =>
      moderateVideo(action, video.video_id, {
        ...('version' in video ? { version: video.version } : {}),
        ...(placement ?? {}),
      }),
    onSuccess: ({ video: now }) => {
      const message = translate(success, { title });
      if (list === 'approved') showUndoableToast(message, () => onUndo(now.video_id, now.version));
      else showToast(message);
      onDone(video.video_id);
    },
    onError: (error) => showToast(translate(failure, { error: error.message }), { role: 'alert' }),
  });
  const missing = !video.title && !video.description;
  // A removed video that never had a category (removed from the pending queue) is approved into one chosen now.
  const needsCategory = list === 'dustbin' && !video.assigned_category;
  return (
    <article
      data-moderated-card={video.video_id}
      aria-labelledby={`moderated-${video.video_id}`}
      tabIndex={-1}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm outline-none animate-[fade-in_0.6s_ease-out] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:animate-none"
    >
      <InlinePlayer
        videoId={video.video_id}
        title={title}
        thumbnailUrl={video.thumbnail_url}
        unavailable={missing ? t('moderated.noSuchVideo') : undefined}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={`moderated-${video.video_id}`} className="line-clamp-2 text-base font-semibold leading-snug">
          {title}
        </h2>
        <CategoryAndDate category={video.assigned_category} publishedAt={video.published_at} />
        <p className="truncate text-sm text-muted-foreground">
          {t('card.channel', { channel: video.channel_title || t('moderation.unknown') })}
        </p>
        {list === 'dustbin' && 'status_changed_at' in video && (
          <p className="text-sm text-muted-foreground">
            {t('moderated.removedAt', { when: formatDateTime(video.status_changed_at, INTL_LOCALE[language]) })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2">
          {needsCategory ? (
            <ApprovePopover
              title={title}
              category={null}
              subcategory={null}
              disabled={act.isPending}
              onApprove={(category, subcategory) => act.mutate({ assigned_category: category, subcategory })}
            />
          ) : (
            <Button
              variant={list === 'approved' ? 'outline' : 'primary'}
              disabled={act.isPending}
              onClick={() => act.mutate()}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(button)}
              <span className="sr-only">: {title}</span>
            </Button>
          )}
          {/* Who approved or removed it, when and why. */}
          <Button variant="ghost" className="px-3" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" className="size-4" />
            {t('history.title')}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
      </div>
      {historyOpen && (
        <HistoryDialog videoId={video.video_id} title={title} open={historyOpen} onOpenChange={setHistoryOpen} />
      )}
    </article>
  );
});

/** Approved videos (with Deapprove) or the dustbin (with Approve), searched on the server (a search on Enter). */
export function ModeratedList({ list }: { list: ListName }) {
  const t = useT();
  const { title: titleId, lead, search: searchLabel } = LISTS[list];
  const title = t(titleId);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(getModeratedListQueryOptions(list, search));
  // The site's search answers a misspelt word for its correction, and says so.
  const didYouMean = (query.data?.pages[0] as { did_you_mean?: string | null } | undefined)?.did_you_mean ?? null;
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const queryKey = list === 'approved' ? moderationKeys.approved() : moderationKeys.dustbin();

  useLiveEvents(['video:changed', 'videos:changed', 'reconnected'], (event) => {
    if (event.type === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey });
      return;
    }
    const { from, to } = event.event;
    // Videos leaving this list go at once; arrivals wait for the next visit, so nothing jumps under the reader.
    const ids = event.type === 'video:changed' ? [event.event.video_id] : event.event.video_ids;
    if (from === LISTS[list].status && to !== from) setGone((g) => new Set([...g, ...ids]));
    // One that left and came back (an Undo, even when its leaving is heard late) is shown again where it was.
    else if (to === LISTS[list].status && from !== to)
      setGone((g) => new Set([...g].filter((id) => !ids.includes(id))));
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const onDone = (videoId: string) => {
    focusAfterLeaving(listRef.current, 'data-moderated-card', videoId, headingRef.current);
    setGone((g) => new Set([...g, videoId]));
    void queryClient.invalidateQueries({
      queryKey: list === 'approved' ? moderationKeys.dustbin() : moderationKeys.approved(),
    });
  };

  const onUndo = (videoId: string, version: number) =>
    moderateVideo('approve_again', videoId, { version }).then(() => {
      showToast(translate('moderated.undone'));
      setGone((g) => new Set([...g].filter((id) => id !== videoId)));
      void queryClient.invalidateQueries({ queryKey: moderationKeys.approved() });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.dustbin() });
    });

  const loaded = useMemo(() => (query.data ? uniqueVideos<ListVideo>(query.data) : []), [query.data]);
  const videos = useMemo(() => loaded.filter((v) => !gone.has(v.video_id)), [loaded, gone]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <title>{t('moderated.tabTitle', { title })}</title>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {title}
          </h1>
          <p className="text-muted-foreground">{t(lead)}</p>
        </div>
        <SearchBox label={t(searchLabel)} onSearch={setSearch} className="w-full md:w-96" />
      </header>
      {didYouMean && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('moderated.showingFor', { typed: search, corrected: didYouMean })}
        </p>
      )}
      {query.isPending ? (
        <Spinner label={t('moderated.loading')} />
      ) : query.isError ? (
        <StatusMessage title={t('moderated.loadFailed')} role="alert">
          <p>{query.error.message}</p>
          <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
        </StatusMessage>
      ) : videos.length === 0 && (search || !query.hasNextPage) ? (
        <StatusMessage title={t('queue.noneTitle')}>
          {search && <p>{t('moderated.noMatch', { search })}</p>}
        </StatusMessage>
      ) : (
        <ul ref={listRef} className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {videos.map((video) => (
            <li key={video.video_id}>
              <ModeratedCard video={video} list={list} onDone={onDone} onUndo={onUndo} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && <LoadMoreSentinel key={loaded.length} onVisible={() => void query.fetchNextPage()} />}
      {query.isFetchingNextPage && <Spinner label={t('queue.loadingMore')} />}
    </div>
  );
}
