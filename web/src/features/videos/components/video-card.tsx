import type { Video } from '@focustube/contracts';
import { memo } from 'react';
import { Link } from 'react-router-dom';

import { CategoryAndDate } from '@/components/ui/published-date';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

import { CardMenuButton } from './card-menu-button';

type VideoCardProps = {
  video: Video;
  to: string;
  /** Offer "Open on YouTube" in the menu. */
  youtubeLink?: boolean;
  /** Offer "Best First", which sorts the list this card is in. */
  onBestFirst?: () => void;
  /** The Quran grid's three narrower columns. */
  compact?: boolean;
  /** One of the first cards, on screen when the page opens: its still is fetched at once. */
  priority?: 'high' | 'eager';
};

/** A video in a list: the thumbnail and title open it; the menu sits beside, outside the link. */
export const VideoCard = memo(function VideoCard({
  video,
  to,
  youtubeLink = false,
  onBestFirst,
  compact,
  priority,
}: VideoCardProps) {
  const t = useT();
  const title = video.title || t('card.noTitle');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <VideoThumbnail
        videoId={video.video_id}
        src={video.thumbnail_url}
        alt=""
        priority={priority}
        sizes={compact ? '(min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw' : undefined}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 font-semibold leading-snug group-hover:text-primary">
            {/* The link covers the whole card; the menu button sits above it. */}
            <Link to={to} className="rounded-sm after:absolute after:inset-0 after:content-['']">
              {title}
            </Link>
          </h3>
          <div className="relative z-10">
            <CardMenuButton
              videoId={video.video_id}
              title={title}
              watchPath={to}
              youtubeLink={youtubeLink}
              onBestFirst={onBestFirst}
            />
          </div>
        </div>
        <CategoryAndDate category={video.assigned_category} publishedAt={video.published_at} />
        <p className="mt-auto truncate text-sm text-muted-foreground">
          {t('card.channel', { channel: video.channel_title })}
        </p>
      </div>
    </article>
  );
});
