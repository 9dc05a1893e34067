import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

type AboutSectionProps = { title: string; intro: ReactNode; children: ReactNode };

/**
 * A short introduction with the long story behind "Show More" (spec §2: 'Why FocusTube ?'). A plain
 * disclosure button: the story is in the page's HTML for search engines and readers without script.
 */
export function AboutSection({ title, intro, children }: AboutSectionProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const storyId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
        {title}
      </h2>
      <div className="text-muted-foreground">{intro}</div>
      <div id={storyId} hidden={!open} className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={storyId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {open ? 'Show less' : 'Show More'}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
    </section>
  );
}

export function WhyFocusTube() {
  return (
    <AboutSection
      title="Why FocusTube ?"
      intro={
        <p>
          A distraction-free place to learn: more than 50,000 educational videos, each one approved by a moderator, with
          no autoplaying rabbit holes, comments or trending noise.
        </p>
      }
    >
      <p>
        The big video platforms are built to keep you watching, not to help you learn. You open a lecture and twenty
        minutes later you are three recommendations deep into something you never meant to watch. FocusTube keeps only
        the videos that teach: technology, languages, mindset, motivation, business, the Quran and more, sorted into
        clear categories so you always know where you are.
      </p>
      <p>
        New videos are reviewed and added every day. Sign in to keep a list of the videos you want to watch, to pick up
        where you left off, and to suggest videos for the moderators to review. Dark mode is one click away in the
        header for late-night study sessions.
      </p>
      <p>
        FocusTube was started by a Computer Engineering student from Tanzania who kept losing evenings of study to
        endless recommendations. He began collecting the videos that actually helped him learn, shared the list with
        classmates, and it grew into this site: a calm, free library for anyone, anywhere, who wants to learn without
        the noise.
      </p>
    </AboutSection>
  );
}

export function WhyFocusTubeLovesTechnology() {
  return (
    <AboutSection
      title="Why FocusTube Loves Technology ?"
      intro={
        <p>
          Technology changes every month. We pick the tutorials and explanations that will still make sense next year.
        </p>
      }
    >
      <p>
        From your first line of code to machine learning, cloud computing and cybersecurity, every video here was chosen
        because it explains something clearly, not because it is loud. Each subject in the Technology menu gathers its
        own list, so you can follow one path from start to finish.
      </p>
      <p>
        Learning to build with technology opened every door for FocusTube&apos;s founder, and we want it to do the same
        for you. Save the videos you want to come back to in My List, and the site remembers where you stopped.
      </p>
    </AboutSection>
  );
}
