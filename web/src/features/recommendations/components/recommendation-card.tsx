import type { Recommendation, RecommendationReason } from '@focustube/contracts';
import { GraduationCap } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { CourseCover, formatLength } from '@/components/ui/course-card';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

/** Why it is here, in the reader's language (the API's `text` is the English of the same sentence). */
function reasonText(t: ReturnType<typeof useT>, reason: RecommendationReason): string {
  if (reason.message === 'more_from' && !reason.subject) return t('reco.reason.more_from_channel');
  return t(`reco.reason.${reason.message}`, { subject: reason.subject ?? '' });
}

/** A recommended video or course: its picture, its title (the link) and, in small text, why it is here. */
export function RecommendationCard({
  item,
  watchPath = (videoId) => `/watch/${videoId}`,
  priority,
}: {
  item: Recommendation;
  /** The first cards in view load their picture at once (the home row sits above the fold on a phone). */
  priority?: 'high' | 'eager';
  /** Where a video leads (a watch page keeps its family's side list). */
  watchPath?: (videoId: string) => string;
}) {
  const isCourse = item.type === 'course';
  const to = isCourse ? `/courses/${item.course.slug}` : watchPath(item.video.video_id);
  const t = useT();
  const title = (isCourse ? item.course.title : item.video.title) || t('card.noTitle');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {isCourse ? (
        <div className="relative">
          {/* A cover that fails to load shows the courses' placeholder, never a broken picture. */}
          <CourseCover src={item.course.cover_url} priority={priority !== undefined} />
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-md bg-background/90 px-2 py-0.5 text-xs font-medium text-foreground">
            <GraduationCap aria-hidden="true" className="size-3.5" />
            {t('reco.courseBadge', { count: item.course.lesson_count })}
          </span>
        </div>
      ) : (
        <VideoThumbnail
          videoId={item.video.video_id}
          src={item.video.thumbnail_url}
          alt=""
          sizes="(min-width: 1024px) 260px, (min-width: 640px) 40vw, 75vw"
          priority={priority}
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug group-hover:text-primary">
          <Link to={to} className="rounded-sm after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-xs text-muted-foreground">{reasonText(t, item.reason)}</p>
        {!isCourse && item.video.duration_seconds ? (
          <p className="text-xs text-muted-foreground">{formatLength(item.video.duration_seconds, t)}</p>
        ) : null}
      </div>
    </article>
  );
}
