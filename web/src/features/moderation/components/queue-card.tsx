import type { ModerationVideo } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import { CategoryLabel } from '@/components/ui/category-label';
import { Eye, Gift, History } from '@/components/ui/icons';
import { memo, useEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { showToast } from '@/components/ui/toast';
import { translate, useT } from '@/lib/i18n';

import { assignGift } from '../api/assign-gift';
import { claimReview } from '../api/claim-review';
import { conflictOf, moderateVideo, type ModerationInput } from '../api/moderate-video';
import { staleMessage, type ReviewClaim, type StaleNotice } from '../live/queue-state';

import { ApprovePopover } from './approve-popover';
import { fieldClasses } from './form-classes';
import { HistoryDialog } from './history-dialog';
import { InlinePlayer } from './inline-player';
import { RemovePopover } from './remove-popover';

type QueueCardProps = {
  video: ModerationVideo;
  stale: StaleNotice | undefined;
  claim: ReviewClaim | undefined;
  /** The video left the queue through this moderator's own action. */
  onActed: (videoId: string) => void;
  onConflict: (videoId: string, notice: StaleNotice) => void;
  onDismiss: (videoId: string) => void;
  /**
   * Told when the moderator takes the card up (at work on it, or a stale notice to read) and when they are
   * done with it: the queue keeps a held card in its place, whatever list it reads meanwhile.
   */
  onHold: (video: ModerationVideo, held: boolean) => void;
};

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** One pending video: watch it, approve or remove it, gift it a voucher, read its history. */
export const QueueCard = memo(function QueueCard({
  video,
  stale,
  claim,
  onActed,
  onConflict,
  onDismiss,
  onHold,
}: QueueCardProps) {
  const t = useT();
  const [voucher, setVoucher] = useState('');
  const [voucherError, setVoucherError] = useState<string | null>(null);
  // Our own voucher shows at once; one another moderator gave shows once the queue is read again.
  const [ownGift, setOwnGift] = useState<string | null>(null);
  // The version our own voucher made; the queue's copy of the card still holds the one before it.
  const [ownVersion, setOwnVersion] = useState(video.version);
  const version = Math.max(ownVersion, video.version);
  // The newer of the two: a voucher replaces the one before it, whoever gave either.
  const gifted = ownGift && ownVersion > video.version ? ownGift : (video.gift_token ?? ownGift);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Which of its popovers is open, if any.
  const [opened, setOpened] = useState<'approve' | 'remove' | null>(null);
  const title = video.title || t('card.noTitle');
  const errorId = `voucher-error-${video.video_id}`;

  const transition = useMutation({
    mutationFn: ({ action, input }: { action: 'approve' | 'remove'; input: ModerationInput }) =>
      moderateVideo(action, video.video_id, { ...input, version }),
    onSuccess: (result) => {
      showToast(result.message);
      onActed(video.video_id);
    },
    onError: (error) => {
      const notice = conflictOf(error);
      if (notice) onConflict(video.video_id, notice);
      else showToast(error.message, { role: 'alert' });
    },
  });

  // The voucher field goes once the card is gifted (by anyone) or stale: what its answer says must not go
  // with it. These callbacks see the card as last drawn, which may have changed while the request was out.
  const voucherShown = !gifted && !stale;
  const gift = useMutation({
    // With the version this card shows: a voucher never replaces one another moderator gave meanwhile (nor
    // lands on a video they approved or removed); the server answers 409, and the card turns stale saying who.
    mutationFn: (token: string) => assignGift(video.video_id, token, version),
    onSuccess: (result, token) => {
      const code = result.video.gift_token ?? token;
      setOwnGift(code);
      setOwnVersion(result.video.version);
      setVoucher('');
      showToast(translate('moderation.giftGiven', { code, title }));
    },
    onError: (error) => {
      const notice = conflictOf(error);
      if (notice) return onConflict(video.video_id, notice);
      const message = error.message || translate('moderation.voucherFailed');
      if (voucherShown) setVoucherError(message);
      else showToast(translate('moderation.voucherFailedFor', { title, error: message }), { role: 'alert' });
    },
  });

  const submitGift = (event: FormEvent) => {
    event.preventDefault();
    const token = voucher.trim();
    if (!token) {
      setVoucherError(t('moderation.voucherRequired'));
      return;
    }
    setVoucherError(null);
    gift.mutate(token);
  };

  const busy = transition.isPending || stale !== undefined;
  const gone = stale !== undefined;
  const claimThis = () => !gone && claimReview(video.video_id);
  // At work on it: a card someone else handles meanwhile turns stale, saying who, instead of vanishing with
  // the work; and it stays, in its place, however often the queue is read again, until they are done.
  // A voucher typed holds the card only while its field is there to send it: once another moderator's
  // voucher has come, the text is left behind with nothing to do.
  const working = opened !== null || (!gifted && voucher.trim() !== '') || gift.isPending || transition.isPending;
  const held = working || gone;
  useEffect(() => {
    if (!held) return;
    onHold(video, true);
    return () => onHold(video, false);
  }, [held, video, onHold]);

  const articleRef = useRef<HTMLElement>(null);
  // Whether the latest press was on this card itself (not in its popover, which lies elsewhere on the page).
  const pressedCard = useRef(false);
  useEffect(() => {
    if (opened === null) return;
    // Each press anywhere clears it first; the card's own handler, which runs after, sets it again.
    const clear = () => void (pressedCard.current = false);
    document.addEventListener('pointerdown', clear, true);
    return () => document.removeEventListener('pointerdown', clear, true);
  }, [opened]);
  const pressed = (event: PointerEvent<HTMLElement>) => {
    const target = event.target as Element;
    // The open popover's own button toggles it rather than closing it from outside.
    pressedCard.current =
      opened !== null && !!articleRef.current?.contains(target) && target.closest('[aria-expanded="true"]') === null;
  };
  // On a stale card, the Approve or Remove closed by a press on one of the card's own controls (History, to
  // see who handled it): the card stays as it was, that control working, until dismissed.
  const [keptOpen, setKeptOpen] = useState(false);
  const openChanged = (action: 'approve' | 'remove') => (open: boolean) => {
    setOpened(open ? action : null);
    const onCard = pressedCard.current;
    pressedCard.current = false;
    if (open || !gone) return;
    // The Approve or Remove that stayed open on a stale card was all that kept it: closed (Escape, or a press
    // elsewhere on the page), the card goes.
    if (onCard) setKeptOpen(true);
    else onDismiss(video.video_id);
  };
  // Asked of a stale card's open Approve or Remove, the answer is its notice: nothing is sent.
  const act = (action: 'approve' | 'remove', input: ModerationInput) =>
    stale ? showToast(staleMessage(stale), { role: 'alert' }) : transition.mutate({ action, input });

  // A card turning stale takes its actions with it, but for an Approve or Remove open, which stays (saying
  // so) until closed: the place goes to Dismiss, beside the notice, when focus was on the card or in what it
  // took (not in the open popover, nor elsewhere).
  const dismissRef = useRef<HTMLButtonElement>(null);
  const wasStale = useRef(gone);
  useEffect(() => {
    if (gone && !wasStale.current) {
      const active = document.activeElement;
      if (!active || active === document.body || articleRef.current?.contains(active)) {
        dismissRef.current?.focus({ preventScroll: true });
      }
    }
    wasStale.current = gone;
  }, [gone]);

  return (
    <article
      ref={articleRef}
      data-queue-card={video.video_id}
      data-working={working ? '' : undefined}
      tabIndex={-1}
      aria-label={title}
      // A claim tells the other moderators someone is at work on this card: a press on any of its controls
      // (the shortcuts press them too) or typing a voucher. Not focus passing over it (j/k, or focus moving
      // on after an action), which would mark cards nobody opened.
      onClick={claimThis}
      onInput={claimThis}
      onPointerDown={pressed}
      onPointerCancel={() => void (pressedCard.current = false)}
      className={`relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:ring-offset-background ${
        gone ? 'border-destructive' : 'border-border'
      }`}
    >
      <InlinePlayer videoId={video.video_id} title={title} thumbnailUrl={video.thumbnail_url} />
      <div className={`flex flex-1 flex-col gap-2 p-4 ${gone ? 'opacity-70' : ''}`}>
        {(claim || gifted || video.assigned_category) && (
          <div className="flex flex-wrap gap-2">
            {claim && (
              <span className={`${badge} inline-flex items-center gap-1 bg-accent text-accent-foreground`}>
                <Eye aria-hidden="true" className="size-3.5" />
                {t('moderation.reviewing', { username: claim.username })}
              </span>
            )}
            {gifted && (
              <span className={`${badge} inline-flex items-center gap-1 bg-primary text-primary-foreground`}>
                {t('moderation.gifted')}
                {/* Which code: the moderator gives out several and may be asked which video has which. */}
                <code className="font-mono break-all">{gifted}</code>
              </span>
            )}
            {video.assigned_category && (
              <span className={`${badge} bg-muted text-muted-foreground`}>
                <CategoryLabel category={video.assigned_category} subcategory={video.subcategory} />
              </span>
            )}
          </div>
        )}
        <h3 className="line-clamp-2 font-semibold leading-snug">{title}</h3>
        <p className="truncate text-sm text-muted-foreground">
          {t('card.channel', { channel: video.channel_title || t('moderation.unknown') })}
        </p>
        <p className="text-sm text-muted-foreground">
          {video.suggested_by
            ? t('moderation.suggestedBy', { username: video.suggested_by })
            : t('moderation.source', { source: video.source })}
        </p>
      </div>
      {/* An Approve or Remove open when the card turned stale stays where it was, its button and all. */}
      {(!stale || opened || keptOpen) && (
        <div className="flex flex-col gap-3 border-t border-border p-4">
          <div className="flex flex-wrap gap-2">
            <ApprovePopover
              title={title}
              category={video.assigned_category}
              subcategory={video.subcategory}
              disabled={busy}
              notice={stale && staleMessage(stale)}
              onOpenChange={openChanged('approve')}
              onApprove={(assigned_category, subcategory) => act('approve', { assigned_category, subcategory })}
            />
            <RemovePopover
              title={title}
              disabled={busy}
              notice={stale && staleMessage(stale)}
              onOpenChange={openChanged('remove')}
              onRemove={(reason) => act('remove', reason ? { reason } : {})}
            />
            <Button variant="ghost" className="px-3" onClick={() => setHistoryOpen(true)}>
              <History aria-hidden="true" className="size-4" />
              {t('history.title')}
            </Button>
          </div>
          {voucherShown && (
            <form onSubmit={submitGift} noValidate className="flex flex-col gap-1">
              <div className="flex gap-2">
                <input
                  name="voucher"
                  value={voucher}
                  onChange={(event) => setVoucher(event.target.value)}
                  placeholder={t('moderation.voucher')}
                  aria-label={t('moderation.voucherFor', { title })}
                  aria-invalid={voucherError ? true : undefined}
                  aria-describedby={voucherError ? errorId : undefined}
                  maxLength={100}
                  className={`${fieldClasses} min-w-0 flex-1`}
                />
                <Button type="submit" variant="outline" className="px-3" disabled={gift.isPending}>
                  <Gift aria-hidden="true" className="size-4" />
                  {t('moderation.gift')}
                </Button>
              </div>
              {voucherError && (
                <FieldError id={errorId} alert>
                  {voucherError}
                </FieldError>
              )}
            </form>
          )}
        </div>
      )}
      {stale && (
        <div role="status" className="flex items-center justify-between gap-3 border-t border-destructive px-4 py-3">
          <p className="font-semibold text-destructive">{staleMessage(stale)}</p>
          <Button ref={dismissRef} variant="outline" className="px-3" onClick={() => onDismiss(video.video_id)}>
            {t('moderation.dismiss')}
          </Button>
        </div>
      )}
      {historyOpen && (
        <HistoryDialog videoId={video.video_id} title={title} open={historyOpen} onOpenChange={setHistoryOpen} />
      )}
    </article>
  );
});
