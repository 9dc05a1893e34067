import { courseParam } from '@focustube/contracts';
import { Suspense, type ComponentProps } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';

import { CourseContext } from '@/features/courses/components/course-context';
import { useUpNextVideoIds } from '@/features/recommendations/api/get-recommendations';
import { UpNext } from '@/features/recommendations/components/up-next';
import { ReportVideo } from '@/features/reports/components/report-video';
import { useVideo } from '@/features/videos/api/get-video';
import { RelatedVideos } from '@/features/videos/components/related-videos';
import { SaveVideo } from '@/features/videos/components/save-video';
import { WatchVideo } from '@/features/videos/components/watch-video';
import { isWatchFamily, sideListCategories, watchPath } from '@/features/videos/lib/families';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';

/** The family's side list, without the videos "Up next" shows just above it (read within its own boundary). */
function MoreVideos(props: Omit<ComponentProps<typeof RelatedVideos>, 'exclude'>) {
  return <RelatedVideos {...props} exclude={useUpNextVideoIds(props.currentVideoId)} />;
}

/** Serves every /watch…/:video_id page; the side list stays in the family it was opened from. */
export function WatchRoute() {
  const { video_id: videoId = '' } = useParams();
  const segment = useLocation().pathname.split('/')[1]?.toLowerCase();
  const family = isWatchFamily(segment) ? segment : 'watch';
  const video = useVideo(videoId);
  const followsVideo = family === 'watch' || family === 'watch_more';
  const categories = sideListCategories(family, video.data?.assigned_category);
  const toWatch = (id: string) => watchPath(family, id);
  // The same rule as the server's, so both draw the same page (an empty or malformed ?course= is none).
  const course = courseParam(useSearchParams()[0].get('course'));
  const t = useT();
  // Unreachable (offline): the video's own message says so once; the lists come back with it.
  const unreachable = video.isError && video.error instanceof ApiError && video.error.status === 0;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <WatchVideo
        key={videoId}
        videoId={videoId}
        lessonContext={(ended) => <CourseContext videoId={videoId} slug={course} ended={ended} />}
        actions={(watched) => (
          <>
            <SaveVideo videoId={watched.video_id} />
            <ReportVideo videoId={watched.video_id} title={watched.title || t('card.noTitle')} />
          </>
        )}
      />
      <aside
        aria-label={t('watch.moreVideos')}
        className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto lg:pr-1"
      >
        {/* The side lists are hydrated apart from the player (see AppLayout): the play button answers first. */}
        <Suspense>
          <UpNext key={videoId} videoId={videoId} watchPath={toWatch} />
        </Suspense>
        {(followsVideo && video.isPending) || unreachable ? null : (
          <Suspense>
            <MoreVideos
              key={categories.join(',')}
              filter={{ categories, subcategory: null }}
              currentVideoId={videoId}
              watchPath={toWatch}
            />
          </Suspense>
        )}
      </aside>
    </div>
  );
}
