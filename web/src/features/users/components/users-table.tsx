import type { Role, User } from '@focustube/contracts';
import { Search } from '@/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { INTL_LOCALE, useLanguage, useT, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { useChangeRole } from '../api/change-role';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';

const ROLE_LABELS: Record<Role, MessageId> = {
  user: 'users.roleUser',
  moderator: 'users.roleModerator',
  admin: 'users.roleAdmin',
};
// Spelled out: the contracts' ROLES sits beside zod schemas the app does not load.
const ROLES = Object.keys(ROLE_LABELS) as Role[];

function RoleSelect({ user, isSelf }: { user: User; isSelf: boolean }) {
  const t = useT();
  const changeRole = useChangeRole();
  const id = useId();
  const role = changeRole.isPending ? changeRole.variables.role : user.role;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('users.roleOf', { username: user.username })}
      </label>
      <select
        id={id}
        value={role}
        disabled={changeRole.isPending}
        aria-invalid={changeRole.isError ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => changeRole.mutate({ id: user.id, role: event.target.value as Role })}
        className="min-h-10 w-max min-w-32 rounded-lg border border-border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
      >
        {ROLES.map((option) => (
          <option key={option} value={option}>
            {t(ROLE_LABELS[option])}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} aria-live="polite" className="text-xs empty:hidden">
        {changeRole.isPending && <span className="text-muted-foreground">{t('settings.saving')}</span>}
        {changeRole.isSuccess && (
          <span className="text-primary">{isSelf ? t('users.savedSelf') : t('users.saved')}</span>
        )}
        {changeRole.isError && (
          <span role="alert" className="text-destructive">
            {changeRole.error.message}
          </span>
        )}
      </p>
    </div>
  );
}

type UsersTableProps = {
  q: string;
  page: number;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
};

/** Accounts with a role picker each; search by name or email, a page at a time. */
export function UsersTable({ q, page, onSearch, onPage }: UsersTableProps) {
  const t = useT();
  const language = useLanguage();
  const users = useUsers(q, page);
  const session = useSession();
  const [draft, setDraft] = useState(q);
  const searchId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  const pages = users.data ? Math.max(1, Math.ceil(users.data.count / USERS_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('users.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="w-full rounded-lg border border-border bg-background px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> {t('moderated.search')}
        </Button>
      </form>

      {users.isPending ? (
        <Spinner label={t('users.loading')} />
      ) : users.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {users.error.message}
        </p>
      ) : users.data.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{q ? t('users.noMatch', { q }) : t('users.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('users.caption', { page, pages })}</caption>
            <thead className="border-b border-border text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('users.roleUser')}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                  {t('users.joined')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('users.role')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {users.data.results.map((user) => (
                <tr key={user.id} className="align-top">
                  <td className="px-4 py-3">
                    <div className="font-medium [overflow-wrap:anywhere]">{user.username}</div>
                    <div className="text-muted-foreground [overflow-wrap:anywhere]">{user.email}</div>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground sm:table-cell">
                    {formatDate(user.created_at, INTL_LOCALE[language])}
                  </td>
                  <td className="px-4 py-3">
                    <RoleSelect user={user} isSelf={session.user?.id === user.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {users.data && users.data.count > 0 && (
        <nav aria-label={t('users.pages')} className="flex items-center justify-between gap-2 text-sm">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('users.previous')}
          </Button>
          <span className="text-muted-foreground">{t('users.pageOf', { page, pages, count: users.data.count })}</span>
          <Button variant="outline" disabled={!users.data.next} onClick={() => onPage(page + 1)}>
            {t('users.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
