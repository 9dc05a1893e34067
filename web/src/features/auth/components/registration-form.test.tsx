import { USERNAME_RULE } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/components/ui/toast';

import { LoginForm } from './login-form';
import { PASSWORDS_MISMATCH, REGISTERED, RegistrationForm } from './registration-form';

vi.mock('@/components/ui/toast', () => ({ showToast: vi.fn() }));

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
      <MemoryRouter initialEntries={['/registration']}>
        <Routes>
          <Route path="/registration" element={<RegistrationForm />} />
          <Route
            path="/login"
            element={
              <>
                <h1>Sign In page</h1>
                <LoginForm />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fill(password2: string, username = 'amina') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Password'), 'tea-kettle-orbit-9');
  await user.type(screen.getByLabelText('Confirm password'), password2);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

/** The error shown next to a field: the text of the element its aria-describedby names first. */
function errorNextTo(label: string) {
  const input = screen.getByLabelText(label);
  const first = input.getAttribute('aria-describedby')?.split(' ')[0];
  const message = first ? document.getElementById(first) : null;
  return input.getAttribute('aria-invalid') === 'true' && message?.id.endsWith('-error') ? message.textContent : null;
}

const problem = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });

describe('the registration form', () => {
  it('says the passwords do not match and sends nothing', async () => {
    renderForm();
    await fill('tea-kettle-orbit-8');
    expect(screen.getByRole('alert')).toHaveProperty('textContent', PASSWORDS_MISMATCH);
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s first message and marks the field it names', async () => {
    fetchMock.mockResolvedValue(
      problem(400, {
        detail: 'A user with that email already exists.',
        errors: { email: ['A user with that email already exists.'] },
      }),
    );
    renderForm();
    await fill('tea-kettle-orbit-9');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '❌ Registration failed: A user with that email already exists.',
      ),
    );
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/register/');
    expect(JSON.parse(init!.body as string)).toEqual({
      username: 'amina',
      email: 'amina@example.com',
      password: 'tea-kettle-orbit-9',
      password2: 'tea-kettle-orbit-9',
    });
  });

  it('says what a username may hold when it has a space ("a b"), next to the field and above the form', async () => {
    renderForm();
    await fill('tea-kettle-orbit-9', 'a b');
    // The same sentence the server answers, so the rule reads the same whichever catches it.
    expect(errorNextTo('Username')).toBe(USERNAME_RULE);
    expect(screen.getByRole('alert').textContent).toBe(`❌ Registration failed: ${USERNAME_RULE}`);
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every field error the server sends next to its own field', async () => {
    const errors = {
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
      password: ['This password is too common. Choose a less predictable one.'],
      password2: ['Passwords do not match.'],
    };
    fetchMock.mockResolvedValue(problem(400, { detail: errors.username[0], errors }));
    renderForm();
    await fill('tea-kettle-orbit-9');
    await waitFor(() => expect(errorNextTo('Username')).toBe(errors.username[0]));
    expect(errorNextTo('Email')).toBe(errors.email[0]);
    expect(errorNextTo('Password')).toBe(errors.password[0]);
    expect(errorNextTo('Confirm password')).toBe(errors.password2[0]);
    // Spec §8: the first message from the email, username, password or password2 lists.
    expect(screen.getByRole('alert').textContent).toBe(`❌ Registration failed: ${errors.email[0]}`);
  });

  it('goes to the sign-in page once the account exists', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    renderForm();
    await fill('tea-kettle-orbit-9');
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeTruthy();
    // The new account's email is filled in, and the keyboard is in the password field.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('amina@example.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    // Read on the next page, so it stays as long as the notice always did.
    expect(showToast).toHaveBeenCalledWith(REGISTERED, { duration: 7000, id: 'registered' });
  });
});
