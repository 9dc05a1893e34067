import { Brain, Code, Languages, type LucideIcon } from 'lucide-react';

import { WatchedBar } from './watched-bar';
import { cardGridClasses } from './learning-card';

type SampleCourse = { id: number; title: string; description: string; progress: number; icon: LucideIcon };

// Spec §2 and §9: three sample courses at 75, 40 and 90 percent, shown only as an illustration.
const SAMPLE_COURSES: SampleCourse[] = [
  {
    id: 1,
    title: 'Learn to Code with JavaScript',
    description: 'Variables, functions and the DOM, one short lesson at a time.',
    progress: 75,
    icon: Code,
  },
  {
    id: 2,
    title: 'Spanish for Beginners',
    description: 'Everyday phrases, pronunciation and simple conversations.',
    progress: 40,
    icon: Languages,
  },
  {
    id: 3,
    title: 'Growth Mindset Essentials',
    description: 'Habits, focus and learning from mistakes, from people who practise them.',
    progress: 90,
    icon: Brain,
  },
];

/** What My Learning will look like once videos are started; clearly marked as examples. */
export function SampleCourses() {
  return (
    <section aria-labelledby="sample-courses" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="sample-courses" className="text-xl font-semibold">
          Examples of what you will see
        </h2>
        <p className="text-sm text-muted-foreground">Sample courses, not your progress.</p>
      </div>
      <ul className={cardGridClasses}>
        {SAMPLE_COURSES.map(({ id, title, description, progress, icon: Icon }) => (
          <li
            key={id}
            className="relative flex flex-col overflow-hidden rounded-xl border border-dashed border-border bg-card text-card-foreground"
          >
            <div className="flex aspect-video items-center justify-center bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-12 opacity-80" />
            </div>
            <span className="absolute top-2 left-2 rounded-full bg-card/95 px-2.5 py-1 text-xs font-semibold shadow-sm">
              Example
            </span>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
              <div className="mt-auto">
                <WatchedBar percent={progress} label={`Example progress of ${title}`} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
