import type { IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';

import { PageMeta } from '@/components/seo/page-meta';

type AuthCardProps = {
  title: string;
  lead?: ReactNode;
  icon: IconComponent;
  children: ReactNode;
  /** A line under the card, e.g. "Don't have an account? Register". */
  footer?: ReactNode;
  /** Settings pages need more room than the sign-in forms. */
  wide?: boolean;
};

/** The centred card that holds each account form; the page's only h1, its tab title and description. */
export function AuthCard({ title, lead, icon: Icon, children, footer, wide }: AuthCardProps) {
  return (
    <div className={`mx-auto flex w-full flex-col gap-6 py-2 sm:py-6 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
      {/* Private screens (robots.txt closes them too): kept out of search results, and described for a shared link. */}
      <PageMeta title={title} description={typeof lead === 'string' ? lead : undefined} noindex />
      <section className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <header className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {lead && <p className="text-sm text-balance text-muted-foreground">{lead}</p>}
        </header>
        {children}
      </section>
      {footer && <p className="text-center text-sm text-muted-foreground">{footer}</p>}
    </div>
  );
}

/** A link in the forms' own style (underlined, primary colour). */
export const textLinkClasses = 'font-medium text-primary underline-offset-4 hover:underline';
