import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SuggestionForm, VIDEO_INPUT_ERROR } from './suggestion-form';

const posted: unknown[] = [];

const thanks = () => Response.json({ message: 'Thank you! A moderator will review your suggestion.' }, { status: 202 });

function renderForm(answer: () => Response = thanks) {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/token/refresh/') return Response.json({ access: 'a', refresh: 'r', access_expires_in: 900 });
      if (path === '/api/categories') {
        return Response.json({ results: [{ slug: 'technology', label: 'Technology', path: '/technology' }], home: [] });
      }
      if (path === '/api/contributions/') {
        posted.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return new Response(null, { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SuggestionForm />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const videoInput = () => screen.getByRole('textbox', { name: 'YouTube link or video id' });

describe('suggesting a video', () => {
  it('refuses what holds no video id, with a clear inline message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(videoInput(), 'https://vimeo.com/12345');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(screen.getByRole('alert').textContent).toBe(VIDEO_INPUT_ERROR);
    expect(videoInput().getAttribute('aria-invalid')).toBe('true');

    await user.clear(videoInput());
    await user.type(videoInput(), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(screen.getByRole('alert').textContent).toBe(VIDEO_INPUT_ERROR);
    expect(posted).toEqual([]);
  });

  it('reads the 11-character id out of a link and sends it with the category and note', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(videoInput(), 'https://youtu.be/dQw4w9WgXcQ?t=42');
    expect(screen.getByText('dQw4w9WgXcQ')).toBeTruthy();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /category/i }),
      await screen.findByText('Technology'),
    );
    await user.type(screen.getByRole('textbox', { name: /note/i }), 'Great intro');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect(await screen.findByText('Thank you! A moderator will review your suggestion.')).toBeTruthy();
    expect(posted).toEqual([{ video: 'dQw4w9WgXcQ', assigned_category: 'technology', note: 'Great intro' }]);
    expect((videoInput() as HTMLInputElement).value).toBe('');
  });

  it('shows beside the field, at once, that YouTube has no such video, and thanks nobody', async () => {
    const detail =
      'YouTube has no public video with the id "ZZZZZZZZZZZ": it may be private, deleted or mistyped. Check the link and try again; nothing was saved.';
    const user = userEvent.setup();
    renderForm(() =>
      Response.json(
        { type: 'about:blank', title: 'Unprocessable Entity', status: 422, detail, errors: { video: [detail] } },
        { status: 422, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    await user.type(videoInput(), 'ZZZZZZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));

    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(videoInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(videoInput());
    expect(screen.getAllByText(detail)).toHaveLength(1);
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(posted).toEqual([{ video: 'ZZZZZZZZZZZ' }]);
    // What the member typed stays, to be corrected; changing it clears the message.
    expect((videoInput() as HTMLInputElement).value).toBe('ZZZZZZZZZZZ');
    await user.type(videoInput(), '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
