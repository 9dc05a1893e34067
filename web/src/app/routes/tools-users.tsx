import { useSearchParams } from 'react-router-dom';

import { UsersTable } from '@/features/users/components/users-table';
import { RoleGate } from '@/features/users/components/role-gate';
import { useT } from '@/lib/i18n';

export function UsersRoute() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { q: string; page: number }) =>
    setParams(() => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      return search;
    });

  return (
    <RoleGate role="admin">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('users.title')}</h1>
          <p className="text-muted-foreground">{t('users.lead')}</p>
        </header>
        <UsersTable
          key={q}
          q={q}
          page={page}
          onSearch={(nextQ) => go({ q: nextQ, page: 1 })}
          onPage={(nextPage) => go({ q, page: nextPage })}
        />
      </div>
    </RoleGate>
  );
}
