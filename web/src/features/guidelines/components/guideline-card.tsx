import type { Video } from '@focustube/contracts';
import { CategoryLabel } from '@/components/ui/category-label';
import { Play } from '@/components/ui/icons';
import { useState } from 'react';

import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

import { guidelineCategory, shortDescription } from './filter-guidelines';
import { YOUTUBE_IFRAME_ALLOW, YOUTUBE_REFERRER_POLICY, youtubeEmbedUrl } from '@/lib/youtube-embed';

/** A guideline video whose thumbnail turns into a muted, autoplaying player when clicked (spec §2). */
export function GuidelineCard({ video }: { video: Video }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const title = video.title || t('card.noTitle');
  const category = guidelineCategory(video);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm">
      {playing ? (
        <div className="aspect-video bg-muted">
          <iframe
            src={youtubeEmbedUrl(video.video_id, { autoplay: 1, mute: 1 })}
            title={title}
            allow={YOUTUBE_IFRAME_ALLOW}
            referrerPolicy={YOUTUBE_REFERRER_POLICY}
            allowFullScreen
            className="size-full"
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={t('player.play', { title })}
          className="group relative block w-full"
        >
          <VideoThumbnail videoId={video.video_id} src={video.thumbnail_url} alt={title} />
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-foreground/0 transition-colors group-hover:bg-foreground/20"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-background/90 text-primary shadow-md">
              <Play className="size-5 fill-current" />
            </span>
          </span>
        </button>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug">{title}</h2>
        <p className="text-sm text-muted-foreground">
          {shortDescription(video.description) || t('guidelines.noDescription')}
        </p>
        {category && (
          <span className="mt-auto self-start rounded-full bg-accent px-2 py-0.5 text-xs font-medium capitalize text-accent-foreground">
            {video.assigned_category ? <CategoryLabel category={video.assigned_category} /> : category}
          </span>
        )}
      </div>
    </article>
  );
}
