import type { ReactNode } from 'react';

import { PageMeta } from '@/components/seo/page-meta';

type PageHeaderProps = {
  title: string;
  lead?: ReactNode;
  tabTitle?: string;
  /** What search results and link previews say of the page; the lead when it is plain text. */
  description?: string;
};

/** A page's title (its only h1), a short lead, and what the page is for browsers and search engines. */
export function PageHeader({ title, lead, tabTitle, description }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <PageMeta title={tabTitle ?? title} description={description ?? (typeof lead === 'string' ? lead : undefined)} />
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      {lead && <p className="max-w-3xl text-lg text-muted-foreground">{lead}</p>}
    </header>
  );
}
