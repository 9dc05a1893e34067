import { BookMarked, CalendarSync, Filter, Moon, Search, ShieldCheck, type IconComponent } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { useT, type MessageId } from '@/lib/i18n';

import { PageHeader } from './page-header';

const FEATURES: { icon: IconComponent; title: MessageId; text: MessageId }[] = [
  { icon: ShieldCheck, title: 'about.feature1', text: 'about.feature1Text' },
  { icon: Filter, title: 'about.feature2', text: 'about.feature2Text' },
  { icon: CalendarSync, title: 'about.feature3', text: 'about.feature3Text' },
  { icon: Search, title: 'about.feature4', text: 'about.feature4Text' },
  { icon: BookMarked, title: 'about.feature5', text: 'about.feature5Text' },
  { icon: Moon, title: 'about.feature6', text: 'about.feature6Text' },
];

const AUDIENCE: MessageId[] = [
  'about.audience1',
  'about.audience2',
  'about.audience3',
  'about.audience4',
  'about.audience5',
];

export function AboutPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-12">
      <PageHeader title={t('category.about')} lead={t('about.lead')} />

      <section aria-labelledby="about-mission" className="grid gap-4 lg:max-w-3xl">
        <h2 id="about-mission" className="text-2xl font-semibold">
          {t('about.whyTitle')}
        </h2>
        <p className="text-muted-foreground">{t('about.why')}</p>
      </section>

      <section aria-labelledby="about-features" className="flex flex-col gap-6">
        <h2 id="about-features" className="text-2xl font-semibold">
          {t('about.featuresTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-audience" className="flex flex-col gap-4 lg:max-w-3xl">
        <h2 id="about-audience" className="text-2xl font-semibold">
          {t('about.audienceTitle')}
        </h2>
        <ul className="list-disc space-y-2 pl-6 text-muted-foreground marker:text-primary">
          {AUDIENCE.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-founder"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-accent/40 p-6 sm:p-8 lg:max-w-3xl"
      >
        <h2 id="about-founder" className="text-2xl font-semibold">
          {t('about.founderTitle')}
        </h2>
        <p>{t('about.founder1')}</p>
        <p>{t('about.founder2')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/contribute" className={buttonClasses()}>
            {t('about.helpGrow')}
          </Link>
          <Link to="/faqs" className={buttonClasses('outline')}>
            {t('about.readFaqs')}
          </Link>
        </div>
      </section>
    </div>
  );
}
