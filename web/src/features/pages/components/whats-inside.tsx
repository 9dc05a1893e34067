import { Link } from 'react-router-dom';

import { useT, type MessageId } from '@/lib/i18n';

/** Spec §2: the 18 pages, in the spec's order and spelling, each mapped to a route of the site. */
export const INSIDE_PAGES: { label: MessageId; to: string; text: MessageId }[] = [
  { label: 'inside.page1', to: '/', text: 'inside.page1Text' },
  { label: 'inside.page2', to: '/login', text: 'inside.page2Text' },
  { label: 'inside.page3', to: '/technology/programming', text: 'inside.page3Text' },
  { label: 'inside.page4', to: '/contacts_us', text: 'inside.page4Text' },
  { label: 'inside.page5', to: '/animals/dogs', text: 'inside.page5Text' },
  { label: 'inside.page6', to: '/vidoeguideline', text: 'inside.page6Text' },
  { label: 'inside.page7', to: '/languages/english', text: 'inside.page7Text' },
  { label: 'inside.page8', to: '/gifts', text: 'inside.page8Text' },
  { label: 'inside.page9', to: '/travel/adventure', text: 'inside.page9Text' },
  { label: 'inside.page10', to: '/aboutus', text: 'inside.page10Text' },
  { label: 'inside.page11', to: '/mindset/innovation', text: 'inside.page11Text' },
  { label: 'inside.page12', to: '/health/workouts', text: 'inside.page12Text' },
  { label: 'inside.page13', to: '/my-learning', text: 'inside.page13Text' },
  { label: 'inside.page14', to: '/donate', text: 'inside.page14Text' },
  { label: 'inside.page15', to: '/politics', text: 'inside.page15Text' },
  { label: 'inside.page16', to: '/what_inside_focustube', text: 'inside.page16Text' },
  { label: 'inside.page17', to: '/Quran/Quran', text: 'inside.page17Text' },
  { label: 'inside.page18', to: '/faqs', text: 'inside.page18Text' },
];

const BENEFITS: MessageId[] = [
  'inside.benefit1',
  'inside.benefit2',
  'inside.benefit3',
  'inside.benefit4',
  'inside.benefit5',
  'inside.benefit6',
  'inside.benefit7',
  'inside.benefit8',
  'inside.benefit9',
];

export function WhatsInside() {
  const t = useT();
  return (
    <>
      <section aria-labelledby="inside-pages" className="flex flex-col gap-4">
        <h2 id="inside-pages" className="text-2xl font-semibold">
          {t('inside.explore')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {INSIDE_PAGES.map((page) => (
            <li key={page.label}>
              <Link
                to={page.to}
                className="flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent/50"
              >
                <span className="font-semibold">{t(page.label)}</span>
                <span className="text-sm text-muted-foreground">{t(page.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="inside-benefits" className="flex flex-col gap-4">
        <h2 id="inside-benefits" className="text-2xl font-semibold">
          {t('inside.benefits')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit} className="flex items-start gap-3 rounded-xl bg-muted/60 p-4">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{t(benefit)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
