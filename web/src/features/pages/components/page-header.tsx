import type { ReactNode } from 'react';

/** A page's title (its only h1), a short lead and the browser tab title. */
export function PageHeader({ title, lead, tabTitle }: { title: string; lead?: ReactNode; tabTitle?: string }) {
  return (
    <header className="flex flex-col gap-2">
      <title>{`${tabTitle ?? title} · FocusTube`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      {lead && <p className="max-w-3xl text-lg text-muted-foreground">{lead}</p>}
    </header>
  );
}
