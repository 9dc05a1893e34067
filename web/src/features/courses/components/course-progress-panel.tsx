import type { Course } from '@focustube/contracts';
import { CircleCheck, Play } from '@/components/ui/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { showToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';

import { useCourseProgress, useStartCourse } from '../api/course-progress';
import { lessonPath } from '../lib/structured-data';
import { useT } from '@/lib/i18n';

/**
 * Where the reader stands in a course and the one button that moves them on: Start (enrols, opens the
 * first lesson), Continue (the first unfinished lesson, at its saved place), or Watch again once done.
 * Visitors are offered the first lesson and a sign-in that keeps their progress.
 */
export function CourseProgressPanel({ course }: { course: Course }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const progress = useCourseProgress(course.slug);
  const start = useStartCourse(course.slug);
  const first = course.lessons[0];
  const t = useT();
  const lessonsDone = (done: number, total: number) => t('progress.lessonsDone', { done, total });
  const box = 'flex min-h-24 flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground';

  if (!first) return null;
  if (session.status === 'loading' || (session.status === 'signed-in' && progress.isPending)) {
    return <div aria-hidden="true" className={`${box} animate-pulse motion-reduce:animate-none`} />;
  }
  if (session.status === 'signed-out') {
    return (
      <div className={box}>
        <p className="text-sm text-muted-foreground">
          <Link
            to="/login"
            state={{ from: location }}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t('progress.signIn')}
          </Link>{' '}
          {t('progress.signInRest')}
        </p>
        <Link to={lessonPath(first.video.video_id, course.slug)} className={buttonClasses('primary', 'self-start')}>
          <Play aria-hidden="true" className="size-4" />
          {t('progress.watchFirst')}
        </Link>
      </div>
    );
  }
  if (progress.isError) {
    return (
      <div className={box} role="alert">
        <p className="text-sm">{t('progress.loadFailed', { error: progress.error.message })}</p>
        <Button variant="outline" className="self-start" onClick={() => void progress.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  const mine = progress.data!;
  const total = mine.total_lessons || course.lesson_count;
  const done = mine.completed_lessons;
  const next = mine.next_lesson;
  return (
    <div className={box}>
      {mine.started && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">{lessonsDone(done, total)}</p>
          <ProgressBar value={mine.percent} label={t('progress.label')} valueText={lessonsDone(done, total)} />
        </div>
      )}
      {!mine.started ? (
        <Button
          className="self-start"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (started) => {
                const lesson = started.next_lesson ?? { video_id: first.video.video_id };
                void navigate(lessonPath(lesson.video_id, course.slug));
              },
              onError: (error) => showToast(t('progress.startFailed', { error: error.message }), { role: 'alert' }),
            })
          }
        >
          <Play aria-hidden="true" className="size-4" />
          {start.isPending ? t('progress.starting') : t('progress.start')}
        </Button>
      ) : next ? (
        <Link to={lessonPath(next.video_id, course.slug)} className={buttonClasses('primary', 'self-start')}>
          <Play aria-hidden="true" className="size-4" />
          {t('progress.continue')}
          <span className="sr-only"> {t('progress.withLesson', { position: next.position })}</span>
        </Link>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            {t('progress.finished')}
          </p>
          <Link to={lessonPath(first.video.video_id, course.slug)} className={buttonClasses('outline')}>
            {t('progress.watchAgain')}
          </Link>
        </div>
      )}
    </div>
  );
}
