import type { LearningCourse } from '@focustube/contracts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { CourseCard } from '@/components/ui/course-card';

import { cardGridClasses } from './learning-card';
import { SectionHeading } from './section-heading';
import { WatchedBar } from './watched-bar';

/** The courses the member started: the spec's course cards, each with its progress percent. */
export function MyCoursesSection({ courses }: { courses: LearningCourse[] }) {
  return (
    <section aria-labelledby="my-courses" className="flex flex-col gap-4">
      <SectionHeading id="my-courses" title="My courses" count={courses.length} />
      {courses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          Courses put videos in order, from the first lesson to the last.{' '}
          <Link to="/courses" className="font-medium text-primary underline underline-offset-2">
            Find a course
          </Link>{' '}
          and your progress in it will show here.
        </p>
      ) : (
        <ul className={cardGridClasses}>
          {courses.map(({ course, progress }) => {
            const done = progress.total_lessons > 0 && progress.completed_lessons >= progress.total_lessons;
            return (
              <li key={course.slug}>
                <CourseCard
                  course={course}
                  badge={
                    done ? (
                      <span className="inline-flex items-center gap-1">
                        <CircleCheck aria-hidden="true" className="size-3.5 text-primary" />
                        Completed
                      </span>
                    ) : undefined
                  }
                >
                  <div className="flex flex-col gap-1.5 pt-1">
                    <WatchedBar percent={progress.percent} label={`Progress in ${course.title}`} />
                    <p className="text-xs text-muted-foreground">
                      {progress.completed_lessons} of {progress.total_lessons}{' '}
                      {progress.total_lessons === 1 ? 'lesson' : 'lessons'} done
                    </p>
                  </div>
                </CourseCard>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
