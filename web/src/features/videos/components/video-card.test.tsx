import type { Video } from '@focustube/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { VideoCard } from './video-card';

const video = (overrides: Partial<Video>): Video => ({
  video_id: 'AAAAAAAAAAA',
  title: 'Intro to fractions',
  description: '',
  channel_id: null,
  channel_title: 'Khan Academy',
  thumbnail_url: '',
  published_at: null,
  duration_seconds: null,
  assigned_category: null,
  subcategory: null,
  category: 'Education',
  tags: [],
  ...overrides,
});

function renderCard(v: Video) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <VideoCard video={v} to={`/watch/${v.video_id}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  ).container;
}

afterEach(cleanup);

describe('a video card', () => {
  it('shows the publication date when the video has one', () => {
    const card = renderCard(video({ published_at: '2021-03-14T09:30:00.000Z', assigned_category: 'mathematics' }));
    const time = card.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2021-03-14T09:30:00.000Z');
    expect(time?.textContent).toMatch(/2021/);
  });

  it('shows nothing broken without one (most Khan Academy videos): no date, no empty row, no Invalid Date', () => {
    for (const published_at of [null, 'not a date']) {
      const card = renderCard(video({ published_at }));
      expect(card.querySelector('time')).toBeNull();
      expect(card.textContent).not.toMatch(/Invalid Date|NaN|·/);
      // No empty row is left where the category and the date would be (it would add a gap).
      const empty = [...card.querySelectorAll('article div')].filter((div) => div.childNodes.length === 0);
      expect(empty).toEqual([]);
      cleanup();
    }
  });
});
