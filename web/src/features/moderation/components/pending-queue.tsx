import type { ModerationVideo } from '@focustube/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';

import { CategoryLabel } from '@/components/ui/category-label';
import { Button } from '@/components/ui/button';
import { LoadMoreSentinel } from '@/components/ui/load-more-sentinel';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { showToast } from '@/components/ui/toast';
import { translate, useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { uniqueVideos } from '@/lib/unique-videos';
import { useLiveEvents } from '@/lib/use-live-events';

import { getPendingVideosQueryOptions } from '../api/get-pending-videos';
import { moderationKeys } from '../api/moderation-keys';
import { withHeldCards, type HeldCards } from '../live/held-cards';
import {
  activeClaim,
  initialQueueState,
  isShown,
  NO_LONGER_PENDING,
  QUEUE_EVENTS,
  queueReducer,
  stillPending,
  type QueueAction,
  type StaleNotice,
} from '../live/queue-state';

import { QueueCard } from './queue-card';
import { SearchBox } from './search-box';
import { ShortcutsDialog } from './shortcuts-dialog';

const CLAIM_TICK_MS = 15_000;

/** Keys typed into a field, or inside a dialog or popover, are the field's, not the queue's. */
function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]') !== null
  );
}

/** A card on the page by its video's id. */
const cardOf = (container: HTMLElement | null, videoId: string) =>
  container?.querySelector<HTMLElement>(`[data-queue-card="${CSS.escape(videoId)}"]`);

/**
 * The cards in page order, and the index of the current one: the card holding focus or, when focus
 * fell to the page (a button disabled while its action runs), the card that held it last.
 */
function queueCards(container: HTMLElement | null) {
  const cards = [...(container?.querySelectorAll<HTMLElement>('[data-queue-card]') ?? [])];
  const active = document.activeElement;
  const focused =
    active && active !== document.body
      ? active.closest<HTMLElement>('[data-queue-card]')
      : (cards.find((card) => card.dataset.queueCard === container?.dataset.lastCard) ?? null);
  return { cards, index: focused ? cards.indexOf(focused) : -1 };
}

function useQueueShortcuts(container: HTMLElement | null, openHelp: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === '?') {
        event.preventDefault();
        openHelp();
        return;
      }
      const { cards, index } = queueCards(container);
      if (cards.length === 0) return;
      const move = (to: number) => {
        const card = cards[Math.max(0, Math.min(cards.length - 1, to))]!;
        card.focus({ preventScroll: true });
        card.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      };
      const current = cards[Math.max(index, 0)]!;
      const click = (action: string) => current.querySelector<HTMLElement>(`[data-action="${action}"]`)?.click();
      switch (event.key) {
        case 'j':
          move(index + 1);
          break;
        case 'k':
          move(index < 0 ? 0 : index - 1);
          break;
        case 'a':
          click('approve');
          break;
        case 'r':
          click('remove');
          break;
        case 'o':
          click('play');
          break;
        case 'g':
          current.querySelector<HTMLInputElement>('input[name="voucher"]')?.focus();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, openHelp]);
}

/**
 * The pending queue, live: cards leave when anyone handles them, a lost race (or another moderator handling
 * a card this one is at work on) leaves the card stale naming the winner, imports are announced, and other
 * moderators' review claims show on their cards. A search (on Enter, answered by the server) shows its
 * matches instead of the whole queue, just as live. A card the moderator holds (at work on it, or its stale
 * notice unread) stays in its place whatever list is read meanwhile, until they are done with it.
 */
export function PendingQueue({ category }: { category?: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const me = useSession().user?.username ?? null;
  const [state, dispatch] = useReducer(queueReducer, initialQueueState);
  const [helpOpen, setHelpOpen] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [search, setSearch] = useState('');
  const queryOptions = getPendingVideosQueryOptions(search);
  const query = useInfiniteQuery({ ...queryOptions, select: uniqueVideos<ModerationVideo> });
  const [held, setHeld] = useState<HeldCards<ModerationVideo>>({});

  useLiveEvents(QUEUE_EVENTS, (event) => {
    if (event.type === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.pending() });
    } else if (event.type === 'video:changed' && event.event.from === 'pending' && event.event.to === 'pending') {
      // Someone edited a card (a voucher), or this moderator did in another tab: fetch it again rather than
      // act on an old version. (The card that gave it already holds its new version.)
      void queryClient.invalidateQueries({ queryKey: moderationKeys.pending() });
    }
    // The cards held are the ones this moderator is at work on (or already stale).
    dispatch({ type: 'event', event, me, working: Object.keys(held) });
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLAIM_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const openHelp = useCallback(() => setHelpOpen(true), []);
  useQueueShortcuts(container, openHelp);

  // The order of the cards as last drawn, kept so focus can move on even when a live event has
  // already taken the acted card off the page before our own answer arrived.
  const orderRef = useRef<string[]>([]);
  const leave = useCallback(
    (videoId: string, action: QueueAction) => {
      // Keep the keyboard flow: focus moves from the card that leaves to the one taking its place.
      const active = document.activeElement;
      const current =
        (active && active !== document.body
          ? active.closest<HTMLElement>('[data-queue-card]')?.dataset.queueCard
          : undefined) ?? container?.dataset.lastCard;
      const order = orderRef.current;
      const at = order.indexOf(videoId);
      dispatch(action);
      if (current !== videoId || at === -1) return;
      // The nearest card still on the page: after this one, else before it.
      const candidates = [...order.slice(at + 1), ...order.slice(0, at).reverse()];
      requestAnimationFrame(() => {
        // Unless focus went somewhere meanwhile (a click elsewhere closed a stale card's Approve).
        const now = document.activeElement;
        if (now && now !== document.body && now.isConnected) return;
        for (const id of candidates) {
          const card = cardOf(container, id);
          if (card) return card.focus({ preventScroll: true });
        }
      });
    },
    [container],
  );
  const onActed = useCallback((videoId: string) => leave(videoId, { type: 'acted', videoId }), [leave]);
  const onDismiss = useCallback(
    (videoId: string) => {
      if (!stillPending(state, videoId)) return leave(videoId, { type: 'dismissed', videoId });
      // Changed by someone but still waiting for review (their voucher came first): the card comes back as the
      // queue now reads it, to be acted on again, with the keyboard on it.
      dispatch({ type: 'dismissed', videoId });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.pending() });
      requestAnimationFrame(() => cardOf(container, videoId)?.focus({ preventScroll: true }));
    },
    [leave, state, queryClient, container],
  );
  const onConflict = useCallback(
    (videoId: string, notice: StaleNotice) => dispatch({ type: 'conflict', videoId, notice }),
    [],
  );
  const onHold = useCallback(
    (video: ModerationVideo, holding: boolean) => {
      const id = video.video_id;
      // What the card shows now, and where: the list read next may not have it.
      const card = { video, search, order: [...orderRef.current] };
      setHeld((cards) => {
        if (holding) return { ...cards, [id]: card };
        if (cards[id]?.video !== video) return cards;
        const rest = { ...cards };
        delete rest[id];
        return rest;
      });
    },
    [search],
  );

  // Every reading of the queue (a reconnect, "N new", someone's voucher, the server asking to read again)
  // comes through here: a held card the new list lacks keeps its place, stale if nobody said why it left.
  const drawn = useMemo(() => withHeldCards(query.data ?? [], held, search), [query.data, held, search]);
  const videos = useMemo(
    () =>
      drawn.videos.filter(
        (video) =>
          isShown(state, video.video_id) &&
          (!category || video.assigned_category?.toLowerCase() === category.toLowerCase()),
      ),
    [drawn, state, category],
  );
  const drawnFor = useRef(search);
  useEffect(() => {
    // Cards only leave or join at the end, so the union keeps every card where it was drawn; a new search
    // draws a new list.
    const kept = drawnFor.current === search ? orderRef.current : [];
    drawnFor.current = search;
    orderRef.current = [...new Set([...kept, ...videos.map((v) => v.video_id)])];
  }, [videos, search]);
  const shownIds = useMemo(() => new Set(query.data?.map((v) => v.video_id)), [query.data]);
  const newCount = state.newIds.filter((id) => !shownIds.has(id)).length;
  const searched = search.trim();

  const showNew = () => {
    dispatch({ type: 'new-shown' });
    void queryClient.refetchQueries({ queryKey: queryOptions.queryKey, exact: true });
    showToast(translate('queue.newJoin', { count: newCount }));
  };

  return (
    <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="queue-heading" className="text-xl font-semibold">
          {t('queue.title')}
          {category && (
            <span>
              {' · '}
              <CategoryLabel category={category.toLowerCase()} />
            </span>
          )}
        </h2>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {/* A moderator looking for one video (a member just suggested it) among thousands asks the server. */}
          <SearchBox label={t('queue.search')} onSearch={setSearch} className="w-full sm:w-80" />
          {newCount > 0 && (
            <Button variant="outline" onClick={showNew}>
              {t('queue.newCount', { count: newCount })}
            </Button>
          )}
          {/* Keyboard shortcuts are for a keyboard: not offered on a touch screen. */}
          <Button variant="ghost" onClick={openHelp} aria-keyshortcuts="?" className="pointer-coarse:hidden">
            {t('shortcuts.title')} <kbd className="rounded border border-border px-1.5 font-mono text-xs">?</kbd>
          </Button>
        </div>
      </div>
      {/* A reading that failed once cards were shown (the API away for a moment as the socket came back) keeps
          them, and the work on them (an Approve or Remove open, a reason typed), saying so above them. */}
      {query.isError && query.data && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive bg-card p-4 text-card-foreground"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-destructive">
              {query.isFetchNextPageError ? t('queue.moreFailed') : t('queue.rereadFailed')}
            </p>
            <p className="text-sm text-muted-foreground">{query.error.message}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {query.isPending ? (
        <Spinner label={t('queue.loading')} />
      ) : query.isError && !query.data ? (
        <StatusMessage title={t('queue.loadFailed')} role="alert">
          <p>{query.error.message}</p>
          <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
        </StatusMessage>
      ) : videos.length === 0 && (searched || !query.hasNextPage) ? (
        <StatusMessage title={t('queue.noneTitle')}>
          <p>
            {searched
              ? t('moderated.noMatch', { search: searched })
              : category
                ? t('queue.noneInCategory')
                : t('queue.none')}
          </p>
        </StatusMessage>
      ) : (
        <ul
          ref={setContainer}
          onFocus={(event) => {
            const card = (event.target as HTMLElement).closest<HTMLElement>('[data-queue-card]');
            if (card) event.currentTarget.dataset.lastCard = card.dataset.queueCard;
          }}
          className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3"
        >
          {videos.map((video) => (
            <li key={video.video_id}>
              <QueueCard
                video={video}
                stale={
                  state.stale[video.video_id] ?? (drawn.missing.has(video.video_id) ? NO_LONGER_PENDING : undefined)
                }
                claim={activeClaim(state, video.video_id, now)}
                onActed={onActed}
                onConflict={onConflict}
                onDismiss={onDismiss}
                onHold={onHold}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && <LoadMoreSentinel key={query.data?.length} onVisible={() => void query.fetchNextPage()} />}
      {query.isFetchingNextPage && <Spinner label={t('queue.loadingMore')} />}
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </section>
  );
}
