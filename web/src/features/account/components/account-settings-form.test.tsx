import type { User } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AccountSettingsForm, NEW_PASSWORDS_MISMATCH, SETTINGS_SAVED } from './account-settings-form';

const USER: User = {
  id: 7,
  username: 'amina',
  email: 'amina@example.com',
  role: 'user',
  created_at: '2025-01-01',
  language: null,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountSettingsForm user={USER} />
    </QueryClientProvider>,
  );
}

describe('the account settings form', () => {
  it('starts from the real account', () => {
    renderForm();
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('amina');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('amina@example.com');
  });

  it('says the new passwords do not match and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Current password'), 'tea-kettle-orbit-9');
    await user.type(screen.getByLabelText('New password'), 'river-stone-lamp-4');
    await user.type(screen.getByLabelText('Confirm new password'), 'river-stone-lamp-5');
    await user.click(screen.getByRole('button', { name: 'Update Settings' }));

    expect(screen.getByRole('alert').textContent).toBe(NEW_PASSWORDS_MISMATCH);
    const confirm = screen.getByLabelText('Confirm new password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only what changed with the current password, then says it saved', async () => {
    const renamed = { ...USER, username: 'amina_k' };
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/token/refresh/') return json({ access: 'a', refresh: 'r', access_expires_in: 300 });
      if (input === '/api/user/' && init?.method === 'PATCH') return json({ user: renamed });
      if (input === '/api/user/') return json(renamed);
      return json({}, 404);
    });
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'amina_k');
    await user.type(screen.getByLabelText('Current password'), 'tea-kettle-orbit-9');
    await user.click(screen.getByRole('button', { name: 'Update Settings' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SETTINGS_SAVED));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(patch[1]!.body as string)).toEqual({
      username: 'amina_k',
      current_password: 'tea-kettle-orbit-9',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});
