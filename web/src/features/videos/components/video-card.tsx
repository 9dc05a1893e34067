import type { Video } from '@focustube/contracts';
import { Link } from 'react-router-dom';

import { formatDate } from '@/lib/format';

import { VideoThumbnail } from './video-thumbnail';

type VideoCardProps = { video: Video; to: string };

export function VideoCard({ video, to }: VideoCardProps) {
  const title = video.title || 'No Title';
  const published = formatDate(video.published_at);
  return (
    <Link
      to={to}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <VideoThumbnail src={video.thumbnail_url} alt={title} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">{title}</h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {video.assigned_category && (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium capitalize text-accent-foreground">
              {video.assigned_category}
            </span>
          )}
          {published && <time dateTime={video.published_at ?? undefined}>{published}</time>}
        </div>
        <p className="mt-auto truncate text-sm text-muted-foreground">Channel: {video.channel_title}</p>
      </div>
    </Link>
  );
}
