import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SUGGESTIONS_DEBOUNCE_MS } from '../api/get-suggestions';

import { SearchBox, SUGGESTIONS_CLOSE_DELAY_MS } from './search-box';

const SUGGESTIONS = [
  { id: 'ta2Wvy9F_gA', title: 'A climate solution | Ted Halstead 🌍', description: '' },
  { id: 'oF7UMeVQxHk', title: 'TED Explores: A New Climate Vision', description: '' },
];

let fetchMock: ReturnType<typeof vi.fn>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSearchBox() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <SearchBox />
          <Where />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search videos' }) as HTMLInputElement;
}

/** Moves the clock on, then lets the responses it released reach the screen. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // Reading a Response body takes real turns of the event loop, not just microtasks.
    for (let turn = 0; turn < 5; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    }
  });
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const suggestionsRequested = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/suggestions'));

beforeEach(() => {
  // Deliver query results to components at once, rather than on a later tick the fake clock owns.
  notifyManager.setScheduler((callback) => callback());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = vi.fn(async () => new Response(JSON.stringify(SUGGESTIONS), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('removes what is not a letter, digit or space as it is typed', () => {
    const input = renderSearchBox();
    type(input, 'clim!@');
    expect(input.value).toBe('clim');
  });

  it('asks for suggestions once typing pauses, for the trimmed text only', async () => {
    const input = renderSearchBox();
    input.focus();
    type(input, 'c');
    type(input, 'cl');
    type(input, 'cli');
    type(input, 'clim ');
    await wait(SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(suggestionsRequested()).toEqual([]);
    await wait(1);
    expect(suggestionsRequested()).toEqual(['/api/suggestions?query=clim']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'A climate solution Ted Halstead',
      'TED Explores: A New Climate Vision',
    ]);
    expect(input).toHaveProperty('ariaExpanded', 'true');
  });

  it('never asks for blank text, and blank text empties the list', async () => {
    const input = renderSearchBox();
    input.focus();
    type(input, '   ');
    await wait(500);
    expect(suggestionsRequested()).toEqual([]);
    type(input, 'clim');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    type(input, '');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes the list 200 ms after the box loses focus, and reopens it on focus', async () => {
    const input = renderSearchBox();
    input.focus();
    type(input, 'clim');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(false);

    fireEvent.blur(input);
    await wait(SUGGESTIONS_CLOSE_DELAY_MS - 1);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(false);
    await wait(1);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);

    fireEvent.focus(input);
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(false);
  });

  it('opens the chosen suggestion with ArrowDown and Enter', async () => {
    const input = renderSearchBox();
    input.focus();
    type(input, 'clim');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/video_input/oF7UMeVQxHk');
  });

  it('searches for free text on Enter', async () => {
    const input = renderSearchBox();
    type(input, 'climate change');
    fireEvent.submit(input.form!);
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/search?q=climate+change');
  });

  it('shows the matching local sample when the suggestions call fails', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    const input = renderSearchBox();
    input.focus();
    type(input, 'afri');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['travel tips for Africa']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(screen.getByTestId('location').textContent).toBe('/search?q=travel+tips+for+Africa');
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    const input = renderSearchBox();
    input.focus();
    type(input, 'clim');
    await wait(SUGGESTIONS_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(input.value).toBe('clim');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });
});
