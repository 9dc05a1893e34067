import { CalendarDays, Gift, Mail, PlaySquare } from '@/components/ui/icons';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { formatMonth } from '@/lib/format';
import { INTL_LOCALE, Message, useLanguage, useT } from '@/lib/i18n';
import { useCategories } from '@/lib/categories';
import { useSession } from '@/lib/session';

/** Spec §2: the profile screen is a static, hard-coded sample. */
const SAMPLE_PROFILE = {
  name: 'Amina Juma',
  email: 'amina.juma@example.com',
  joined: '2025-03-01',
  videos: [
    { title: 'Learn JavaScript in 1 hour', category: 'technology' },
    { title: 'Swahili for beginners: greetings', category: 'languages' },
    { title: 'The habits of focused learners', category: 'mindset' },
  ],
  tags: ['programming', 'languages', 'productivity', 'ai-tools', 'health'],
  giftRewards: 3,
};

export function SampleProfile() {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const categories = useCategories();
  /** A category's label in the reader's language, from the category tree. */
  const categoryLabel = (slug: string) => categories.results.find((c) => c.slug === slug)?.label ?? slug;
  const { name, email, joined, videos, tags, giftRewards } = SAMPLE_PROFILE;

  return (
    <div className="flex flex-col gap-6 lg:max-w-3xl">
      <p
        role="note"
        className="rounded-lg border border-dashed border-primary bg-accent p-4 text-sm text-accent-foreground"
      >
        {t('profile.sample')}{' '}
        {session.status === 'signed-in' ? (
          <Message
            id="profile.manageOwn"
            components={{ 0: <Link to="/settings" className="font-semibold underline underline-offset-4" /> }}
          />
        ) : (
          <Message
            id="profile.signIn"
            components={{ 0: <Link to="/login" className="font-semibold underline underline-offset-4" /> }}
          />
        )}
      </p>

      <section
        aria-labelledby="profile-name"
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center"
      >
        <span
          aria-hidden="true"
          className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-foreground"
        >
          {name[0]}
        </span>
        <div className="flex flex-col gap-1">
          <h2 id="profile-name" className="text-2xl font-semibold">
            {name}
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Mail aria-hidden="true" className="size-4" /> {email}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4" />{' '}
            {t('profile.joined', { date: formatMonth(joined, INTL_LOCALE[language]) })}
          </p>
        </div>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="profile-videos" className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h2 id="profile-videos" className="flex items-center gap-2 text-lg font-semibold">
            <PlaySquare aria-hidden="true" className="size-5 text-primary" /> {t('category.videos')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {videos.map((video) => (
              <li key={video.title} className="flex items-center justify-between gap-3">
                <span>{video.title}</span>
                <span className="shrink-0 text-muted-foreground">{categoryLabel(video.category)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="profile-rewards" className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h2 id="profile-rewards" className="flex items-center gap-2 text-lg font-semibold">
            <Gift aria-hidden="true" className="size-5 text-primary" /> {t('profile.rewards')}
          </h2>
          <p className="mt-3 text-3xl font-bold">{giftRewards.toLocaleString(INTL_LOCALE[language])}</p>
          <p className="text-sm text-muted-foreground">{t('profile.collected', { count: giftRewards })}</p>
          <Link to="/gifts" className={buttonClasses('outline', 'mt-3')}>
            {t('profile.seeGifts')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="profile-tags" className="rounded-xl border border-border bg-card p-6 shadow-sm">
        <h2 id="profile-tags" className="text-lg font-semibold">
          {t('profile.interests')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
