import type { Video } from '@focustube/contracts';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { LearningCard } from './learning-card';

const video = (overrides: Partial<Video>): Video => ({
  video_id: 'AAAAAAAAAAA',
  title: 'Intro to fractions',
  description: '',
  channel_id: null,
  channel_title: 'Khan Academy',
  thumbnail_url: '',
  published_at: null,
  duration_seconds: null,
  assigned_category: 'mathematics',
  subcategory: null,
  category: 'Education',
  tags: [],
  ...overrides,
});

const channelLine = (v: Video) => {
  const { container } = render(
    <MemoryRouter>
      <LearningCard video={v} />
    </MemoryRouter>,
  );
  return container.querySelector('h3 + p')!;
};

afterEach(cleanup);

describe('a My Learning card', () => {
  it('shows the publication date beside the channel when there is one', () => {
    const line = channelLine(video({ published_at: '2021-03-14T09:30:00.000Z' }));
    expect(line.querySelector('time')?.getAttribute('datetime')).toBe('2021-03-14T09:30:00.000Z');
    expect(line.textContent).toMatch(/^Khan Academy · .*2021/);
  });

  it('shows the channel alone, with no separator, when there is none', () => {
    expect(channelLine(video({ published_at: null })).textContent).toBe('Khan Academy');
    cleanup();
    expect(channelLine(video({ published_at: 'not a date' })).textContent).toBe('Khan Academy');
  });
});
