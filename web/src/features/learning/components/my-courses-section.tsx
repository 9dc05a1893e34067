import type { LearningCourse } from '@focustube/contracts';
import { CircleCheck } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { CourseCard } from '@/components/ui/course-card';

import { cardGridClasses } from './learning-card';
import { SectionHeading } from './section-heading';
import { WatchedBar } from './watched-bar';
import { Message, useT } from '@/lib/i18n';

/** The courses the member started: the spec's course cards, each with its progress percent. */
export function MyCoursesSection({ courses }: { courses: LearningCourse[] }) {
  const t = useT();
  return (
    <section aria-labelledby="my-courses" className="flex flex-col gap-4">
      <SectionHeading id="my-courses" title={t('myCourses.title')} count={courses.length} />
      {courses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          <Message
            id="myCourses.empty"
            components={{ 0: <Link to="/courses" className="font-medium text-primary underline underline-offset-2" /> }}
          />
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
                        {t('learning.completed')}
                      </span>
                    ) : undefined
                  }
                >
                  <div className="flex flex-col gap-1.5 pt-1">
                    <WatchedBar percent={progress.percent} label={t('myCourses.progressIn', { title: course.title })} />
                    <p className="text-xs text-muted-foreground">
                      {t('progress.lessonsDone', { done: progress.completed_lessons, total: progress.total_lessons })}
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
