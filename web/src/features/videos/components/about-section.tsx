import { ChevronDown } from '@/components/ui/icons';
import { useId, useState, type ReactNode } from 'react';

import { useT } from '@/lib/i18n';

type AboutSectionProps = { title: string; intro: ReactNode; children: ReactNode };

/**
 * A short introduction with the long story behind "Show More" (spec §2: 'Why FocusTube ?'). A plain
 * disclosure button: the story is in the page's HTML for search engines and readers without script.
 */
export function AboutSection({ title, intro, children }: AboutSectionProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const storyId = useId();
  const t = useT();
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
        // A 40 px tall target, the text where it was.
        className="-mx-2 inline-flex min-h-10 items-center gap-1 self-start rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {open ? t('about.showLess') : t('about.showMore')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
    </section>
  );
}

export function WhyFocusTube() {
  const t = useT();
  return (
    <AboutSection title={t('why.title')} intro={<p>{t('why.intro')}</p>}>
      <p>{t('why.p1')}</p>
      <p>{t('why.p2')}</p>
      <p>{t('why.p3')}</p>
    </AboutSection>
  );
}

export function WhyFocusTubeLovesTechnology() {
  const t = useT();
  return (
    <AboutSection title={t('whyTech.title')} intro={<p>{t('whyTech.intro')}</p>}>
      <p>{t('whyTech.p1')}</p>
      <p>{t('whyTech.p2')}</p>
    </AboutSection>
  );
}
