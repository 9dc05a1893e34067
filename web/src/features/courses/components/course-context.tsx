import type { Course } from '@focustube/contracts';
import { ArrowLeft, ArrowRight, CircleCheck, GraduationCap } from '@/components/ui/icons';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';

import { useCourse } from '../api/get-course';
import { useVideoCourses } from '../api/get-video-courses';
import { coursePath, lessonPath } from '../lib/structured-data';
import { useCourseLive, useVideoCoursesLive } from '../live/use-course-live';
import { useT } from '@/lib/i18n';

type CourseContextProps = {
  videoId: string;
  /** The course the page was opened from (`?course=`), if any. */
  slug: string | null;
  /** The video has played to its end: offer the next lesson. */
  ended: boolean;
};

const boxClasses = 'flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground';

/** A video opened from a course: where it sits in the course, the next lesson, the way back. */
function LessonOfCourse({ course, videoId, ended }: { course: Course; videoId: string; ended: boolean }) {
  const index = course.lessons.findIndex((lesson) => lesson.video.video_id === videoId);
  const lesson = course.lessons[index]!;
  const next = course.lessons[index + 1];
  const total = course.lessons.length;
  const t = useT();
  return (
    <nav aria-label={t('course.nav')} className={boxClasses}>
      <p className="flex items-start gap-2 text-sm">
        <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-semibold">{t('course.lessonOf', { position: lesson.position, total })}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <Link to={coursePath(course.slug)} className="underline-offset-2 hover:underline">
            {course.title}
          </Link>
        </span>
      </p>
      {ended && (
        <p role="status" className="inline-flex items-center gap-1.5 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="size-4 text-primary" />
          {next ? t('course.lessonDoneNext', { title: next.video.title || t('card.noTitle') }) : t('course.lastLesson')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {next && (
          <Link
            to={lessonPath(next.video.video_id, course.slug)}
            className={buttonClasses(ended ? 'primary' : 'outline', 'px-3')}
          >
            {t('course.nextLesson')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        <Link to={coursePath(course.slug)} className={buttonClasses('ghost', 'px-3')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('course.back')}
        </Link>
      </div>
    </nav>
  );
}

/** A video watched on its own: the published courses it is a lesson of. */
function PartOfCourses({ videoId }: { videoId: string }) {
  const courses = useVideoCourses(videoId, true);
  const results = courses.data?.results ?? [];
  const t = useT();
  if (results.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <GraduationCap aria-hidden="true" className="size-4 text-primary" />
      <span className="text-muted-foreground">{t('course.partOf')}</span>
      {results.slice(0, 3).map((course, i) => (
        <span key={course.slug}>
          {i > 0 && <span aria-hidden="true">, </span>}
          <Link
            to={lessonPath(videoId, course.slug)}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {course.title}
          </Link>
        </span>
      ))}
    </p>
  );
}

/**
 * The watch page's course line: inside a course (`?course=`) the lesson's place, Next lesson and the way
 * back; otherwise a link to the courses the video belongs to. The canonical address stays /watch/{id}.
 */
export function CourseContext({ videoId, slug, ended }: CourseContextProps) {
  useVideoCoursesLive(videoId);
  if (slug === null) return <PartOfCourses videoId={videoId} />;
  // Keyed: what became of one course never carries over to another's lesson.
  return <LessonInCourse key={slug} videoId={videoId} slug={slug} ended={ended} />;
}

/**
 * Live with the course's editors: a reorder or a new lesson shows at once, a renamed course is followed
 * to its new address, and a course unpublished or deleted leaves only what the video is part of.
 */
function LessonInCourse({ videoId, slug, ended }: { videoId: string; slug: string; ended: boolean }) {
  const fate = useCourseLive(slug);
  const course = useCourse(slug, fate.kind === 'live');
  const navigate = useNavigate();
  const location = useLocation();
  // A renamed course: the page's address follows it (the line is then keyed by, and live with, the new name).
  useEffect(() => {
    if (fate.kind !== 'moved') return;
    const search = new URLSearchParams(location.search);
    search.set('course', fate.slug);
    void navigate(`${location.pathname}?${search}`, { replace: true, preventScrollReset: true });
  }, [fate, location.pathname, location.search, navigate]);
  if (fate.kind === 'gone') return <PartOfCourses videoId={videoId} />;
  if (course.isPending) return <div aria-hidden="true" className={`${boxClasses} h-28`} />;
  const inCourse = course.data?.lessons.some((lesson) => lesson.video.video_id === videoId);
  // A course that is gone, or no longer has this lesson: say what the video is part of instead.
  if (!course.data || !inCourse) return <PartOfCourses videoId={videoId} />;
  return <LessonOfCourse course={course.data} videoId={videoId} ended={ended} />;
}
