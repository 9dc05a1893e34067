import { Globe, Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { useSiteInfo } from '@/lib/site-info';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
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
  const site = useSiteInfo();
  const email = site.data?.contact_email;
  const phone = site.data?.contact_phone;
  const pending = <span className="text-muted-foreground">{site.isError ? 'Not available' : 'Loading…'}</span>;

  return (
    <section aria-labelledby="contact-details" className="rounded-xl border border-border bg-card p-6 shadow-sm">
      <h2 id="contact-details" className="text-lg font-semibold">
        Contact details
      </h2>
      <dl className="mt-4 grid gap-4 text-sm">
        <Detail icon={Mail} label="Email">
          {email ? (
            <a href={`mailto:${email}`} className={linkClasses}>
              {email}
            </a>
          ) : (
            pending
          )}
        </Detail>
        <Detail icon={Phone} label="Phone">
          {phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
              {phone}
            </a>
          ) : (
            pending
          )}
        </Detail>
        <Detail icon={Globe} label="Location">
          Online, Global
        </Detail>
      </dl>
    </section>
  );
}
