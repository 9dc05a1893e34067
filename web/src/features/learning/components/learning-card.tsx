import type { VideoCard } from '@focustube/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { hasPublishedDate, PublishedDate } from '@/components/ui/published-date';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

type LearningCardProps = {
  video: VideoCard;
  /** A line over the thumbnail's corner, e.g. "Completed". */
  badge?: ReactNode;
  /** Below the title: progress, or when it was added. */
  children?: ReactNode;
  /** Buttons that sit above the card's link, e.g. Remove. */
  actions?: ReactNode;
};

/** A video on My Learning: the whole card opens it on /watch/{id}; actions sit above the link. */
export function LearningCard({ video, badge, children, actions }: LearningCardProps) {
  const t = useT();
  const title = video.title || t('card.noTitle');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <VideoThumbnail
          videoId={video.video_id}
          src={video.thumbnail_url}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
        {badge && (
          <span className="absolute top-2 left-2 rounded-full bg-card/95 px-2.5 py-1 text-xs font-semibold text-card-foreground shadow-sm">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">
            <Link
              to={`/watch/${encodeURIComponent(video.video_id)}`}
              className="rounded-sm after:absolute after:inset-0 after:content-['']"
            >
              {title}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {video.channel_title}
            {/* A separator only between two things: most Khan Academy videos have no date. */}
            {video.channel_title && hasPublishedDate(video.published_at) && ' · '}
            <PublishedDate iso={video.published_at} />
          </p>
        </div>
        {children && <div className="mt-auto">{children}</div>}
        {actions && <div className="relative z-10 flex justify-end">{actions}</div>}
      </div>
    </article>
  );
}

export const cardGridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
