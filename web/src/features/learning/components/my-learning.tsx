import type { LearningCourse } from '@focustube/contracts';
import { CircleCheck, GraduationCap } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useMyLearning, type LearningItem } from '../api/get-my-learning';
import { cardGridClasses, LearningCard } from './learning-card';
import { MyCoursesSection } from './my-courses-section';
import { MyListSection } from './my-list-section';
import { WatchedBar } from './watched-bar';
import { SectionHeading } from './section-heading';
import { useT } from '@/lib/i18n';

function formatPosition(seconds: number) {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function LearningSection({ id, title, items }: { id: string; title: string; items: LearningItem[] }) {
  const completed = id === 'completed';
  const t = useT();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <SectionHeading id={id} title={title} count={items.length} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          {completed ? t('learning.completedEmpty') : t('learning.inProgressEmpty')}
        </p>
      ) : (
        <ul className={cardGridClasses}>
          {items.map(({ video, progress }) => (
            <li key={video.video_id}>
              <LearningCard
                video={video}
                badge={
                  completed ? (
                    <span className="inline-flex items-center gap-1">
                      <CircleCheck aria-hidden="true" className="size-3.5 text-primary" />
                      {t('learning.completed')}
                    </span>
                  ) : undefined
                }
              >
                <div className="flex flex-col gap-1.5">
                  <WatchedBar
                    percent={progress.percent}
                    label={t('learning.progressOf', { title: video.title || t('learning.thisVideo') })}
                  />
                  {!completed && progress.resume_at > 0 && (
                    <p className="text-xs text-muted-foreground">
                      {t('learning.resumeAt', { position: formatPosition(progress.resume_at) })}
                    </p>
                  )}
                </div>
              </LearningCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in user's courses, progress and saved videos; a way to courses and videos while all is empty. */
export function MyLearning({ userId }: { userId: number }) {
  const learning = useMyLearning(userId);
  const t = useT();

  if (learning.isPending) return <Spinner label={t('learning.loading')} />;
  if (learning.isError) {
    return (
      <StatusMessage title={t('learning.loadFailed')} role="alert">
        <p>{learning.error.message}</p>
        <button type="button" onClick={() => void learning.refetch()} className={buttonClasses('outline')}>
          {t('common.tryAgain')}
        </button>
      </StatusMessage>
    );
  }

  const { continue_learning, completed, bookmarks } = learning.data;
  // Started courses come with the overview (`courses`); an older server leaves them out.
  const courses = (learning.data as { courses?: LearningCourse[] }).courses ?? [];
  const nothingYet =
    courses.length === 0 && continue_learning.length === 0 && completed.length === 0 && bookmarks === 0;

  if (nothingYet) {
    return (
      <div className="flex flex-col gap-10">
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-10 text-center text-card-foreground">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <GraduationCap aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-xl font-semibold">{t('learning.startsHere')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('learning.startsHereBody')}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to="/courses" className={buttonClasses('primary')}>
              {t('learning.browseCourses')}
            </Link>
            <Link to="/" className={buttonClasses('outline')}>
              {t('common.browseVideos')}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-12">
      <MyCoursesSection courses={courses} />
      <LearningSection id="continue-learning" title={t('learning.continue')} items={continue_learning} />
      <LearningSection id="completed" title={t('learning.completed')} items={completed} />
      <MyListSection userId={userId} />
    </div>
  );
}
