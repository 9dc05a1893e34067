import type { Video } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GuidelinesGrid } from './guidelines-grid';
import { shortDescription } from './filter-guidelines';

const video = (overrides: Partial<Video>): Video => ({
  video_id: 'AAAAAAAAAAA',
  title: 'Untitled',
  description: '',
  channel_id: null,
  channel_title: 'FocusTube',
  thumbnail_url: '',
  published_at: null,
  duration_seconds: null,
  assigned_category: 'guidelines',
  subcategory: null,
  category: 'Education',
  tags: [],
  ...overrides,
});

const LONG = 'How to build a study plan that survives exam week. '.repeat(4);
const VIDEOS = [
  video({ video_id: 'study000001', title: 'Plan your week', description: LONG }),
  video({ video_id: 'search00001', title: 'Finding videos fast', description: 'Use the search box and categories.' }),
  video({ video_id: 'darkmode001', title: 'Night owls', description: 'Switch themes.', category: 'Howto & Style' }),
];

function renderGrid() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ results: VIDEOS, next: null, previous: null, count: VIDEOS.length })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <GuidelinesGrid />
    </QueryClientProvider>,
  );
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guideline videos', () => {
  it('cuts a long description to its first 100 characters', async () => {
    renderGrid();
    await screen.findByText('Plan your week');
    const expected = `${LONG.trim().slice(0, 100)}…`;
    expect(screen.getByText(expected)).toBeTruthy();
    expect(shortDescription('Short and sweet.')).toBe('Short and sweet.');
    expect(shortDescription('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
    expect(shortDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('filters by title, description and category as the reader types, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderGrid();
    await screen.findByText('Plan your week');
    expect(cardTitles()).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search guideline videos' });

    await user.type(search, 'FINDING');
    expect(cardTitles()).toEqual(['Finding videos fast']);

    await user.clear(search);
    await user.type(search, 'exam week');
    expect(cardTitles()).toEqual(['Plan your week']);

    await user.clear(search);
    await user.type(search, 'howto');
    expect(cardTitles()).toEqual(['Night owls']);

    await user.type(search, ' nothing like this');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No guideline videos found.')).toBeTruthy();

    await user.clear(search);
    expect(cardTitles()).toHaveLength(3);
  });

  it('plays a guideline inline, muted and autoplaying, when its thumbnail is clicked', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('button', { name: 'Play Night owls' }));
    const player = screen.getByTitle('Night owls');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/darkmode001?autoplay=1&mute=1');
  });
});
