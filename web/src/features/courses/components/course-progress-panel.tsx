import type { Course } from '@focustube/contracts';
import { CircleCheck, Play } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { showToast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';

import { useCourseProgress, useStartCourse } from '../api/course-progress';
import { lessonPath } from '../lib/structured-data';

/** "3 of 12 lessons done". */
export const lessonsDone = (done: number, total: number) =>
  `${done} of ${total} ${total === 1 ? 'lesson' : 'lessons'} done`;

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
            Sign in
          </Link>{' '}
          to keep your place in every lesson and see which ones you have finished.
        </p>
        <Link to={lessonPath(first.video.video_id, course.slug)} className={buttonClasses('primary', 'self-start')}>
          <Play aria-hidden="true" className="size-4" />
          Watch lesson 1
        </Link>
      </div>
    );
  }
  if (progress.isError) {
    return (
      <div className={box} role="alert">
        <p className="text-sm">We couldn&apos;t load your progress in this course. {progress.error.message}</p>
        <Button variant="outline" className="self-start" onClick={() => void progress.refetch()}>
          Try again
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
          <ProgressBar value={mine.percent} label="Course progress" valueText={lessonsDone(done, total)} />
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
              onError: (error) => showToast(`Could not start the course: ${error.message}`, { role: 'alert' }),
            })
          }
        >
          <Play aria-hidden="true" className="size-4" />
          {start.isPending ? 'Starting…' : 'Start'}
        </Button>
      ) : next ? (
        <Link to={lessonPath(next.video_id, course.slug)} className={buttonClasses('primary', 'self-start')}>
          <Play aria-hidden="true" className="size-4" />
          Continue
          <span className="sr-only">with lesson {next.position}</span>
        </Link>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            You finished this course
          </p>
          <Link to={lessonPath(first.video.video_id, course.slug)} className={buttonClasses('outline')}>
            Watch again
          </Link>
        </div>
      )}
    </div>
  );
}
