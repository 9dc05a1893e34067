import type { Recommendation, Video } from '@focustube/contracts';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';

import swahili from '@/locales/sw/messages.json';

import { RecommendationCard } from './recommendation-card';

const video: Video = {
  video_id: 'AAAAAAAAAAA',
  title: 'Intro to fractions',
  description: '',
  channel_id: 'UCkhan',
  channel_title: 'Khan Academy',
  thumbnail_url: '',
  published_at: null,
  duration_seconds: 754,
  assigned_category: 'mathematics',
  subcategory: null,
  category: 'Education',
  tags: [],
};

const card = (item: Recommendation, watchPath?: (id: string) => string) =>
  render(
    <MemoryRouter>
      <RecommendationCard item={item} watchPath={watchPath} />
    </MemoryRouter>,
  ).container;

afterEach(cleanup);

describe('a recommendation card', () => {
  it('opens the video in the list’s own watch pages and says why it is here', () => {
    const reason = {
      kind: 'channel',
      message: 'more_from',
      subject: 'Khan Academy',
      text: 'More from Khan Academy',
    } as const;
    const shown = card({ type: 'video', video, reason }, (id) => `/watch_more/${id}`);
    expect(shown.querySelector('a')?.getAttribute('href')).toBe('/watch_more/AAAAAAAAAAA');
    expect(shown.textContent).toContain('More from Khan Academy');
    expect(shown.textContent).toContain('12 min');
  });

  it('says a video’s length in the reader’s language', () => {
    const reason = { kind: 'popular', message: 'popular', text: 'Popular this week' } as const;
    i18n.load('sw', swahili);
    i18n.activate('sw');
    try {
      expect(card({ type: 'video', video: { ...video, duration_seconds: 3900 }, reason }).textContent).toContain(
        'saa 1 dak 5',
      );
    } finally {
      i18n.activate('en');
    }
  });

  it('opens a course at /courses/{slug}, with its number of lessons', () => {
    const shown = card({
      type: 'course',
      course: {
        slug: 'fractions-from-zero',
        title: 'Fractions from zero',
        description: '',
        cover_url: '/og-image.png',
        assigned_category: 'mathematics',
        subcategory: null,
        lesson_count: 12,
        duration_seconds: 3600,
        published_at: null,
        updated_at: '2026-01-01T00:00:00.000Z',
      },
      reason: {
        kind: 'course',
        message: 'because_watched',
        subject: 'Intro to fractions',
        text: 'Because you watched Intro to fractions',
      },
    });
    expect(shown.querySelector('a')?.getAttribute('href')).toBe('/courses/fractions-from-zero');
    expect(shown.textContent).toContain('Because you watched Intro to fractions');
    expect(shown.textContent).toMatch(/12/);
  });
});
