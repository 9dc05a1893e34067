import { BookMarked, CalendarSync, Filter, Moon, Search, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';

import { PageHeader } from './page-header';

const FEATURES = [
  {
    icon: ShieldCheck,
    title: 'Moderator-approved videos',
    text: 'Every video is reviewed by a person before it appears, so what you find is there to teach.',
  },
  {
    icon: Filter,
    title: 'No distractions',
    text: 'No autoplaying rabbit holes, no trending clickbait, no comment wars: just the lesson in front of you.',
  },
  {
    icon: CalendarSync,
    title: 'Refreshed daily',
    text: 'New videos join the catalogue every day across technology, languages, mindset, health and more.',
  },
  {
    icon: Search,
    title: 'Search and categories',
    text: 'Find a topic in seconds with search suggestions and focused categories and subcategories.',
  },
  {
    icon: BookMarked,
    title: 'Bookmarks and progress',
    text: 'Sign in to keep a learning list and pick up where you left off.',
  },
  {
    icon: Moon,
    title: 'Dark mode',
    text: 'Easy on the eyes for late-night study sessions, and remembered on every visit.',
  },
];

const AUDIENCE = [
  'Students preparing for exams or learning beyond the classroom',
  'Self-taught learners picking up programming, languages or new skills',
  'Professionals growing in business, leadership and technology',
  'Parents and teachers looking for safe, worthwhile videos to share',
  'Anyone who wants to spend screen time on growth instead of scrolling',
];

export function AboutPage() {
  return (
    <div className="flex flex-col gap-12">
      <PageHeader
        title="About FocusTube"
        lead="FocusTube is a distraction-free learning space: a hand-picked library of more than 50,000 educational videos, without the noise of a regular video platform."
      />

      <section aria-labelledby="about-mission" className="grid gap-4 lg:max-w-3xl">
        <h2 id="about-mission" className="text-2xl font-semibold">
          Why FocusTube exists
        </h2>
        <p className="text-muted-foreground">
          Video platforms are full of great teachers, but they are built to keep you watching, not learning. One useful
          tutorial quickly turns into an hour of unrelated clips. FocusTube keeps only the videos that teach something —
          from programming and artificial intelligence to languages, mindset, health, travel and faith — and shows them
          in a calm space where the next video is as useful as the last.
        </p>
      </section>

      <section aria-labelledby="about-features" className="flex flex-col gap-6">
        <h2 id="about-features" className="text-2xl font-semibold">
          Core features
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-audience" className="flex flex-col gap-4 lg:max-w-3xl">
        <h2 id="about-audience" className="text-2xl font-semibold">
          Who it is for
        </h2>
        <ul className="list-disc space-y-2 pl-6 text-muted-foreground marker:text-primary">
          {AUDIENCE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-founder"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-accent/40 p-6 sm:p-8 lg:max-w-3xl"
      >
        <h2 id="about-founder" className="text-2xl font-semibold">
          Meet the founder
        </h2>
        <p>
          FocusTube was started by a Computer Engineering student from Tanzania. Like many students, he learned much of
          what he knows from online videos — and lost countless evenings to the recommendations that came after them.
          Studying with limited data and limited time, every distracted hour had a real cost.
        </p>
        <p>
          So he built the place he wished he had: a site where every video is chosen to teach, where nothing competes
          for your attention, and where a learner anywhere in the world can open a browser and simply learn. FocusTube
          is still growing, shaped by the students, teachers and volunteers who use it every day.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/contribute" className={buttonClasses()}>
            Help FocusTube grow
          </Link>
          <Link to="/faqs" className={buttonClasses('outline')}>
            Read the FAQs
          </Link>
        </div>
      </section>
    </div>
  );
}
