import { Globe, Mail, Phone, type IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';

import { useT } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site-info';

function Detail({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {label}
      </dt>
      <dd className="pl-6">{children}</dd>
    </div>
  );
}

const linkClasses = 'break-all text-primary underline-offset-4 hover:underline';

export function ContactDetails() {
  const t = useT();
  const site = useSiteInfo();
  const email = site.data?.contact_email;
  const phone = site.data?.contact_phone;
  const pending = (
    <span className="text-muted-foreground">{site.isError ? t('contact.notAvailable') : t('common.loading')}</span>
  );

  return (
    <section aria-labelledby="contact-details" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="contact-details" className="text-lg font-semibold">
        {t('contact.details')}
      </h2>
      <dl className="mt-4 grid gap-4 text-sm">
        <Detail icon={Mail} label={t('form.email')}>
          {email ? (
            <a href={`mailto:${email}`} className={linkClasses}>
              {email}
            </a>
          ) : (
            pending
          )}
        </Detail>
        <Detail icon={Phone} label={t('contact.phone')}>
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
              {phone}
            </a>
          ) : (
            pending
          )}
        </Detail>
        <Detail icon={Globe} label={t('contact.location')}>
          {t('contact.online')}
        </Detail>
      </dl>
    </section>
  );
}
