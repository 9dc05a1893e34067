import { useQuery } from '@tanstack/react-query';
import { Gift as GiftIcon } from '@/components/ui/icons';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { claimedGiftQueryOptions, useClaimGift } from '../api/claim-gift';
import type { Gift } from '../api/get-gifts';

/** A gifted video: 'Take your Gift' reveals its voucher token to a signed-in user; others go to sign in. */
export function GiftCard({ gift }: { gift: Gift }) {
  const t = useT();
  const { video } = gift;
  const session = useSession();
  const navigate = useNavigate();
  const userId = session.user?.id ?? null;
  const claimGift = useClaimGift(userId);
  const claimed = useQuery({
    ...claimedGiftQueryOptions(userId ?? 0, video.video_id),
    enabled: userId !== null && gift.claimed,
  });
  const claim = claimGift.data ?? claimed.data;
  const error = claimGift.error ?? claimed.error;
  const title = video.title || t('card.noTitle');
  // The button gives way to the code: the keyboard's focus goes to it rather than to the page's start,
  // as the code is drawn (a frame after the answer, it could still be on its way).
  const focusCode = useRef(false);
  const showCode = (element: HTMLParagraphElement | null) => {
    if (!element || !focusCode.current) return;
    focusCode.current = false;
    element.focus();
  };

  const takeGift = () => {
    if (session.status !== 'signed-in') {
      void navigate('/login', { state: { from: '/gifts' } });
      return;
    }
    focusCode.current = true;
    claimGift.mutate(video.video_id, { onError: () => (focusCode.current = false) });
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      <VideoThumbnail videoId={video.video_id} src={video.thumbnail_url} alt={title} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug">{title}</h2>
        {video.channel_title && (
          <p className="text-sm text-muted-foreground">{t('card.channel', { channel: video.channel_title })}</p>
        )}
        <div aria-live="polite" className="mt-auto flex flex-col gap-2">
          {claim ? (
            <p
              ref={showCode}
              tabIndex={-1}
              className="rounded-lg border border-dashed border-primary bg-accent p-3 text-sm text-accent-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {t('gifts.yourCode')}{' '}
              <code className="font-mono text-base font-semibold break-all select-all">{claim.gift_token}</code>
            </p>
          ) : gift.claimed && userId !== null && !claimed.isError ? (
            <p className="text-sm text-muted-foreground">{t('gifts.loadingCode')}</p>
          ) : (
            <Button
              onClick={takeGift}
              disabled={session.status === 'loading' || claimGift.isPending}
              className="self-start"
            >
              <GiftIcon aria-hidden="true" className="size-4" />
              {claimGift.isPending ? t('gifts.taking') : t('gifts.take')}
            </Button>
          )}
          {error && !claim && (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
