import type { Video } from '@focustube/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasPublishedDate, PublishedDate } from '@/components/ui/published-date';
import { StatusMessage } from '@/components/ui/status-message';
import { ApiError } from '@/lib/api-client';
import { usePageStatus } from '@/lib/page-status';

import { useVideo } from '../api/get-video';
import { useResumeAt, useSaveProgress } from '../api/progress';
import { canonicalWatchPath } from '../lib/families';
import { videoObject } from '../lib/structured-data';
import { useVideoRemoved } from '../live/use-video-removed';
import { useT } from '@/lib/i18n';

import { ShareVideo } from './share-video';
import { VideoPlayer } from './video-player';

/** `status`: 404 for an unknown (or removed) id, 400 for one that cannot be a video id. */
/**
 * `status` 400: the address names no video at all (a link cut short in a chat app, say). `taken`: a moderator
 * took the video off the site while its page was open, so we know why it is gone.
 */
function NoLongerAvailable({
  videoId,
  status = 404,
  taken = false,
}: {
  videoId: string;
  status?: number;
  taken?: boolean;
}) {
  usePageStatus(status, videoId);
  const t = useT();
  return (
    <StatusMessage heading="h1" title={status === 400 ? t('watch.badAddress') : t('watch.gone')}>
      <PageMeta title={t('watch.goneTitle')} noindex />
      <p>{status === 400 ? t('watch.badAddressBody') : taken ? t('watch.takenBody') : t('watch.goneBody')}</p>
      <Link to="/" className={buttonClasses('outline')}>
        {t('common.browseVideos')}
      </Link>
    </StatusMessage>
  );
}

/** `lessonContext`: shown under the player (the course it is a lesson of), told once the video has ended. */
type LessonContext = (ended: boolean) => ReactNode;

/** The player and what we know about one video, or why it cannot be shown. */
export function WatchVideo({
  videoId,
  lessonContext,
  actions,
}: {
  videoId: string;
  lessonContext?: LessonContext;
  /** What a viewer can do with the video (Report), under its title. */
  actions?: (video: Video) => ReactNode;
}) {
  const video = useVideo(videoId);
  const removed = useVideoRemoved(videoId);
  const t = useT();

  if (removed) return <NoLongerAvailable videoId={videoId} taken />;
  if (video.isPending) return <Spinner label={t('watch.loading')} />;
  if (video.isError) {
    // 400 too: an id that is not a YouTube id names no video we could have.
    const missing = video.error instanceof ApiError && [400, 404].includes(video.error.status);
    return missing ? (
      <NoLongerAvailable videoId={videoId} status={(video.error as ApiError).status} />
    ) : (
      <StatusMessage heading="h1" role="alert" title={t('watch.loadFailed')}>
        <p>{video.error.message}</p>
        <Button variant="outline" onClick={() => void video.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }
  return <WatchedVideo video={video.data} lessonContext={lessonContext} actions={actions} />;
}

function WatchedVideo({
  video,
  lessonContext,
  actions,
}: {
  video: Video;
  lessonContext?: LessonContext;
  actions?: (video: Video) => ReactNode;
}) {
  const { video_id, title, description, channel_title, published_at, thumbnail_url } = video;
  const startAt = useResumeAt(video_id);
  const saveProgress = useSaveProgress(video_id);
  const [ended, setEnded] = useState(false);
  const t = useT();
  const shownTitle = title || t('card.noTitle');
  const shownDescription = description || t('watch.defaultDescription', { channel: channel_title });
  const onProgress = useCallback(
    (position: number, duration: number, urgent: boolean) => {
      saveProgress(position, duration, urgent);
      // The player reports urgently on pause and at the end; within a second of the end is the end.
      if (urgent && duration > 0 && duration - position < 1.5) setEnded(true);
    },
    [saveProgress],
  );
  return (
    <article className="flex flex-col gap-4">
      <PageMeta
        title={shownTitle}
        description={shownDescription}
        path={canonicalWatchPath(video_id)}
        image={video.thumbnail_url}
        type="video.other"
        structuredData={videoObject(video, canonicalWatchPath(video_id), {
          name: shownTitle,
          description: shownDescription,
        })}
      />
      <VideoPlayer
        videoId={video_id}
        title={shownTitle}
        thumbnailUrl={thumbnail_url}
        startAt={startAt}
        onProgress={onProgress}
      />
      {lessonContext?.(ended)}
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold leading-snug sm:text-2xl">{shownTitle}</h1>
        <p className="text-sm text-muted-foreground">
          {t('card.channel', { channel: channel_title })}
          {hasPublishedDate(published_at) && ' · '}
          <PublishedDate iso={published_at} />
        </p>
      </div>
      {/* Its height is kept while the session is unknown (the server's page): the button coming in moves nothing.
          Share leads, lined up with the title; the others' own pull to the left is undone after it. */}
      {actions && (
        <div className="-mt-2 flex min-h-10 flex-wrap items-center gap-2 [&>:not(:first-child)]:ml-0">
          <ShareVideo title={shownTitle} path={canonicalWatchPath(video_id)} />
          {actions(video)}
        </div>
      )}
      <p className="whitespace-pre-line break-words rounded-xl bg-muted p-4 text-sm leading-relaxed">
        {description || t('watch.noDescription')}
      </p>
    </article>
  );
}
