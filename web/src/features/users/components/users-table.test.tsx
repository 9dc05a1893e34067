import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UsersTable } from './users-table';

const admin = {
  id: 1,
  username: 'amina',
  email: 'amina@example.com',
  role: 'admin',
  created_at: '2026-01-02T00:00:00Z',
};
const member = {
  id: 2,
  username: 'baraka',
  email: 'baraka@example.com',
  role: 'user',
  created_at: '2026-01-03T00:00:00Z',
};

function renderTable() {
  const requests: { path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/token/refresh/') return Response.json({ access: 'a', refresh: 'r', access_expires_in: 900 });
      if (path.startsWith('/api/admin/users?')) {
        return Response.json({ results: [admin, member], next: null, previous: null, count: 2 });
      }
      if (path === '/api/admin/users/1/') {
        return Response.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'amina is the only admin. Make someone else an admin first.',
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      if (path === '/api/admin/users/2/') return Response.json({ ...member, role: 'moderator' });
      return new Response(null, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UsersTable q="" page={1} onSearch={() => undefined} onPage={() => undefined} />
    </QueryClientProvider>,
  );
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the users list', () => {
  it('saves a new role with PATCH', async () => {
    const user = userEvent.setup();
    const requests = renderTable();
    const role = await screen.findByRole('combobox', { name: 'Role of baraka' });
    await user.selectOptions(role, 'moderator');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/admin/users/2/')?.body).toEqual({ role: 'moderator' });
    expect((role as HTMLSelectElement).value).toBe('moderator');
  });

  it('shows inline why the last admin cannot be demoted, and keeps the role', async () => {
    const user = userEvent.setup();
    renderTable();
    const role = await screen.findByRole('combobox', { name: 'Role of amina' });
    await user.selectOptions(role, 'user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'amina is the only admin. Make someone else an admin first.',
    );
    expect((role as HTMLSelectElement).value).toBe('admin');
    expect(role.getAttribute('aria-invalid')).toBe('true');
  });
});
