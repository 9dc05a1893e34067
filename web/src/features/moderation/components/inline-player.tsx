import { Play } from '@/components/ui/icons';
import { useState } from 'react';

import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';
import { YOUTUBE_IFRAME_ALLOW, YOUTUBE_REFERRER_POLICY, youtubeEmbedUrl } from '@/lib/youtube-embed';

type InlinePlayerProps = {
  videoId: string;
  title: string;
  thumbnailUrl: string;
  /** Shown over the thumbnail instead of offering to play, e.g. 'Sorry No such video'. */
  unavailable?: string;
};

/** A thumbnail that turns into YouTube's player in place, playing muted (spec: autoplay, muted). */
export function InlinePlayer({ videoId, title, thumbnailUrl, unavailable }: InlinePlayerProps) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if (unavailable) {
    return (
      <div className="relative">
        <VideoThumbnail videoId={videoId} src={thumbnailUrl} alt="" />
        <p className="absolute inset-0 flex items-center justify-center bg-foreground/80 p-4 text-center text-lg font-semibold text-background">
          {unavailable}
        </p>
      </div>
    );
  }
  if (playing) {
    return (
      <div className="relative aspect-video bg-muted">
        <iframe
          src={youtubeEmbedUrl(videoId, { autoplay: 1, mute: 1, rel: 0, playsinline: 1 })}
          title={title}
          allow={YOUTUBE_IFRAME_ALLOW}
          referrerPolicy={YOUTUBE_REFERRER_POLICY}
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      data-action="play"
      onClick={() => setPlaying(true)}
      className="group/play relative block w-full text-left"
    >
      <VideoThumbnail videoId={videoId} src={thumbnailUrl} alt="" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-foreground/80 text-background transition-transform group-hover/play:scale-110 motion-reduce:transition-none">
          <Play aria-hidden="true" className="size-6 fill-current" />
        </span>
      </span>
      <span className="sr-only">{t('player.play', { title })}</span>
    </button>
  );
}
