import type { Course } from '@focustube/contracts';
import { CircleCheck } from '@/components/ui/icons';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { CourseCover, courseFacts } from '@/components/ui/course-card';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { ApiError } from '@/lib/api-client';
import { useCategoryLabel } from '@/lib/categories';

import { useT } from '@/lib/i18n';

import { useCourseProgress } from '../api/course-progress';
import { useCourse } from '../api/get-course';
import { formatClock, spokenLength } from '../lib/format-length';
import { courseObject, coursePath, lessonPath } from '../lib/structured-data';
import { useCourseLive } from '../live/use-course-live';

import { CourseProgressPanel } from './course-progress-panel';

function LessonList({ course }: { course: Course }) {
  const progress = useCourseProgress(course.slug);
  const done = new Set(progress.data?.completed_video_ids ?? []);
  const nextId = progress.data?.next_lesson?.video_id;
  const t = useT();
  return (
    <ol className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
      {course.lessons.map(({ position, video }) => {
        const finished = done.has(video.video_id);
        const length = formatClock(video.duration_seconds);
        return (
          <li key={video.video_id} className="relative flex items-center gap-3 p-3 hover:bg-muted sm:gap-4">
            <span
              aria-hidden="true"
              className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums text-muted-foreground"
            >
              {position}
            </span>
            <div className="relative w-28 shrink-0 overflow-hidden rounded-md sm:w-40">
              <VideoThumbnail videoId={video.video_id} src={video.thumbnail_url} alt="" sizes="160px" />
              {length && (
                <span
                  aria-hidden="true"
                  className="absolute right-1 bottom-1 rounded bg-foreground/85 px-1.5 py-0.5 text-xs font-medium text-background tabular-nums"
                >
                  {length}
                </span>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="line-clamp-2 text-sm font-semibold leading-snug sm:text-base">
                <Link
                  to={lessonPath(video.video_id, course.slug)}
                  className="rounded-sm after:absolute after:inset-0 after:content-['']"
                >
                  <span className="sr-only">{t('course.lessonN', { position })} </span>
                  {video.title || t('card.noTitle')}
                  {length && <span className="sr-only">, {spokenLength(video.duration_seconds, t)}</span>}
                  {finished && <span className="sr-only">{t('course.lessonDone')}</span>}
                </Link>
              </h3>
              <p className="truncate text-xs text-muted-foreground">{video.channel_title}</p>
              {nextId === video.video_id && progress.data?.started && (
                <p className="text-xs font-semibold text-primary">{t('course.upNext')}</p>
              )}
            </div>
            {finished && (
              <CircleCheck aria-hidden="true" data-lesson-done="" className="size-6 shrink-0 text-primary" />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const category = useCategoryLabel(course.assigned_category ?? undefined, course.subcategory);
  const t = useT();
  const description =
    course.description || t('course.metaDescription', { title: course.title, facts: courseFacts(course, t) });
  return (
    <article className="flex flex-col gap-8">
      <PageMeta
        title={course.title}
        description={description}
        path={coursePath(course.slug)}
        image={course.cover_url || undefined}
        structuredData={courseObject(course, { description, untitled: t('card.noTitle') })}
      />
      <header className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <CourseCover src={course.cover_url} priority className="rounded-xl" />
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <Link to="/courses" className="font-medium text-primary underline-offset-2 hover:underline">
              {t('course.coursesLink')}
            </Link>
            {category && (
              <>
                <span aria-hidden="true" className="text-muted-foreground">
                  {' '}
                  ·{' '}
                </span>
                <Link
                  to={`/courses?category=${encodeURIComponent(course.assigned_category ?? '')}`}
                  className="text-muted-foreground underline-offset-2 hover:underline"
                >
                  {category}
                </Link>
              </>
            )}
          </p>
          <h1 className="text-2xl font-bold leading-tight tracking-tight sm:text-3xl">{course.title}</h1>
          <p className="text-sm font-medium text-muted-foreground">{courseFacts(course, t)}</p>
          {course.description && (
            <p className="whitespace-pre-line break-words text-sm leading-relaxed">{course.description}</p>
          )}
          <CourseProgressPanel course={course} />
        </div>
      </header>
      <section aria-labelledby="course-lessons" className="flex flex-col gap-3">
        <h2 id="course-lessons" className="text-xl font-semibold">
          {t('course.lessons')}
        </h2>
        {course.lessons.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
            {t('course.noLessons')}
          </p>
        ) : (
          <LessonList course={course} />
        )}
      </section>
    </article>
  );
}

/** /courses/:slug: one published course, kept in step with its editors while open. */
export function CoursePage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const fate = useCourseLive(slug);
  const course = useCourse(slug, fate.kind === 'live');
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    if (fate.kind === 'moved') void navigate(coursePath(fate.slug), { replace: true });
  }, [fate, navigate]);

  if (fate.kind === 'gone') {
    return (
      <StatusMessage heading="h1" title={t('course.gone')}>
        <PageMeta title={t('course.goneTitle')} noindex />
        <p>
          {fate.reason === 'deleted' ? t('course.deleted') : t('course.unpublished')} {t('course.watchedStay')}
        </p>
        <Link to="/courses" className={buttonClasses('outline')}>
          {t('courses.seeAll')}
        </Link>
      </StatusMessage>
    );
  }
  if (course.isPending) return <Spinner label={t('course.loading')} />;
  if (course.isError) {
    if (course.error instanceof ApiError && [400, 404].includes(course.error.status)) return notFound;
    return (
      <StatusMessage heading="h1" role="alert" title={t('course.loadFailed')}>
        <p>{course.error.message}</p>
        <Button variant="outline" onClick={() => void course.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </StatusMessage>
    );
  }
  return <CourseDetail course={course.data} />;
}
