import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ImportTools } from './import-tools';

function renderTools(answer: (path: string) => Response = () => new Response(null, { status: 404 })) {
  const toolCalls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/token/refresh/') return Response.json({ access: 'a', refresh: 'r', access_expires_in: 900 });
      if (path === '/api/categories') return Response.json({ results: [], home: [] });
      toolCalls.push(path);
      return answer(path);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ImportTools />
    </QueryClientProvider>,
  );
  return toolCalls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tool = (name: string) => within(screen.getByRole('region', { name }));

describe('the import tools', () => {
  it('show the required-field texts and send nothing for empty inputs', async () => {
    const user = userEvent.setup();
    const toolCalls = renderTools();
    await user.click(tool('Save a video').getByRole('button', { name: 'Save video' }));
    expect(tool('Save a video').getByRole('alert').textContent).toBe('❌ Video ID is required.');
    await user.click(tool('Fetch channel videos').getByRole('button', { name: 'Fetch videos' }));
    expect(tool('Fetch channel videos').getByRole('alert').textContent).toBe('❌ Channel ID is required.');
    await user.clear(tool('Fetch channel videos').getByLabelText('Max results'));
    await user.type(tool('Fetch channel videos').getByLabelText('Max results'), '51');
    await user.type(tool('Fetch channel videos').getByLabelText('Channel ID'), 'UCfakeKhanAcademy00000');
    await user.click(tool('Fetch channel videos').getByRole('button', { name: 'Fetch videos' }));
    expect(tool('Fetch channel videos').getByRole('alert').textContent).toBe(
      'Max results must be a whole number from 1 to 50.',
    );
    await user.type(tool('Resolve a channel ID').getByLabelText('Video ID or YouTube link'), 'not a video');
    await user.click(tool('Resolve a channel ID').getByRole('button', { name: 'Resolve channel ID' }));
    expect(tool('Resolve a channel ID').getByRole('alert').textContent).toBe(
      'Paste a YouTube link or an 11-character video id.',
    );
    expect(toolCalls).toEqual([]);
  });

  it("shows the server's reason when a save is refused, and a network failure as such", async () => {
    const user = userEvent.setup();
    let reachable = true;
    renderTools(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return Response.json(
        { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'YouTube imports are off: no key.' },
        { status: 503 },
      );
    });
    const save = tool('Save a video');
    await user.type(save.getByLabelText('Video ID or YouTube link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(save.getByRole('button', { name: 'Save video' }));
    expect(await save.findByText('❌ Error: YouTube imports are off: no key.')).toBeTruthy();
    reachable = false;
    await user.click(save.getByRole('button', { name: 'Save video' }));
    expect(await save.findByText('❌ Network error occurred.')).toBeTruthy();
  });
});
