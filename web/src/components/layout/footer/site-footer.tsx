import { Mail, MapPin, Phone } from '@/components/ui/icons';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BrandLogo } from '../brand-logo';

import { useT, type MessageId } from '@/lib/i18n';

import { useSiteInfo } from '@/lib/site-info';
import { FacebookIcon, InstagramIcon, ThreadsIcon, TikTokIcon, TwitterIcon, YouTubeIcon } from './social-icons';

const QUICK_LINKS: { label: MessageId; href: string }[] = [
  { label: 'footer.courses', href: '/courses' },
  { label: 'footer.aboutUs', href: '#about' },
  { label: 'footer.privacyPolicy', href: '#privacy' },
  { label: 'footer.terms', href: '#terms' },
  { label: 'footer.faqs', href: '#faq' },
];

const SOCIAL: { name: string; href: string; icon: (props: ComponentProps<'svg'>) => ReactNode }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { name: 'Twitter', href: 'https://twitter.com/', icon: TwitterIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: YouTubeIcon },
  { name: 'TikTok', href: 'https://www.tiktok.com/', icon: TikTokIcon },
  { name: 'Threads', href: 'https://www.threads.net/', icon: ThreadsIcon },
];

/** The short notes the Quick Links point at, so each anchor lands somewhere real. */
const NOTES: { id: string; title: MessageId; body: MessageId; link?: { to: string; label: MessageId } }[] = [
  {
    id: 'about',
    title: 'footer.aboutTitle',
    body: 'footer.aboutBody',
    link: { to: '/aboutus', label: 'footer.ourStory' },
  },
  { id: 'privacy', title: 'footer.privacyTitle', body: 'footer.privacyBody' },
  { id: 'terms', title: 'footer.termsTitle', body: 'footer.termsBody' },
  { id: 'faq', title: 'footer.faqTitle', body: 'footer.faqBody', link: { to: '/faqs', label: 'footer.allQuestions' } },
];

const headingClasses = 'text-sm font-semibold text-foreground';
const linkClasses = 'rounded-sm text-muted-foreground transition-colors hover:text-foreground';
const quickLinkClasses = `${linkClasses} inline-flex min-h-11 items-center sm:min-h-6`;

function ContactDetails() {
  const site = useSiteInfo();
  const t = useT();
  // Same-sized placeholders until the details arrive, so the footer does not jump.
  const pending = <span className="inline-block h-5 w-40 animate-pulse rounded bg-muted motion-reduce:animate-none" />;
  const email = site.data?.contact_email;
  const phone = site.data?.contact_phone;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      <li className="flex items-center gap-2">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{t('footer.email')} </span>
        {email ? (
          <a href={`mailto:${email}`} className={linkClasses}>
            {email}
          </a>
        ) : (
          pending
        )}
      </li>
      <li className="flex items-center gap-2">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="sr-only">{t('footer.phone')} </span>
        {phone ? (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
            {phone}
          </a>
        ) : (
          pending
        )}
      </li>
      <li className="flex items-center gap-2 text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('footer.location')} </span>
        {t('footer.online')}
      </li>
    </ul>
  );
}

export function SiteFooter() {
  const t = useT();
  return (
    // Never the browser's scroll anchor: a reader who reached the footer sees the videos the list adds
    // above it come up into view, instead of being held at the footer while they go in out of sight.
    <footer className="border-t border-border bg-card text-card-foreground [overflow-anchor:none]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandLogo className="text-lg" />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <section aria-labelledby="footer-quick-links" className="flex flex-col gap-3">
          <h2 id="footer-quick-links" className={headingClasses}>
            {t('footer.quickLinks')}
          </h2>
          {/* 44 px rows on a phone, 24 px targets 8 px apart from the tablet up (WCAG 2.5.8). */}
          <ul className="-my-2.5 flex flex-col text-sm sm:my-0 sm:gap-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? (
                  <Link to={link.href} className={quickLinkClasses}>
                    {t(link.label)}
                  </Link>
                ) : (
                  <a href={link.href} className={quickLinkClasses}>
                    {t(link.label)}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
          <h2 id="footer-contact" className={headingClasses}>
            {t('footer.contact')}
          </h2>
          <ContactDetails />
        </section>
        <section aria-labelledby="footer-follow" className="flex flex-col gap-3">
          <h2 id="footer-follow" className={headingClasses}>
            {t('footer.followUs')}
          </h2>
          {/* Six 40 px targets fit one row of the desktop column (274 px at 1280). */}
          <ul className="flex flex-wrap gap-1.5">
            {SOCIAL.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.followOn', { name })}
                  title={name}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-border">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-8 text-sm sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          {NOTES.map((note) => (
            <div key={note.id} id={note.id} className="scroll-mt-40">
              <dt className="font-medium text-foreground">{t(note.title)}</dt>
              <dd className="mt-1 text-muted-foreground">
                {t(note.body)}
                {note.link && (
                  <>
                    {' '}
                    <Link to={note.link.to} className="underline underline-offset-2 hover:text-foreground">
                      {t(note.link.label)}
                    </Link>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="border-t border-border px-4 py-5 text-center text-sm text-muted-foreground">{t('footer.rights')}</p>
    </footer>
  );
}
