import { describe, expect, it } from 'vitest';

import { byRelevance, relevanceScore } from './relevance';

const video = (title: string, more: Partial<{ description: string; category: string; tags: string[] }> = {}) => ({
  title,
  description: more.description ?? '',
  assigned_category: 'technology',
  category: more.category ?? null,
  tags: more.tags ?? [],
});

describe('relevanceScore', () => {
  it('weighs a title match 2 and each other field 1, ignoring case', () => {
    expect(relevanceScore(video('Learn PYTHON'), 'python')).toBe(2);
    expect(relevanceScore(video('Intro', { description: 'python basics' }), 'Python')).toBe(1);
    expect(
      relevanceScore(video('Python', { description: 'python', category: 'Python talks', tags: ['python3'] }), 'python'),
    ).toBe(5);
    expect(relevanceScore(video('Anything'), 'technology')).toBe(1);
    expect(relevanceScore(video('Nothing here'), 'python')).toBe(0);
    expect(relevanceScore(video('Python'), '   ')).toBe(0);
  });
});

describe('byRelevance', () => {
  it('keeps matches only, highest score first, ties in their loaded order', () => {
    const videos = [
      video('Cooking', { description: 'no rust here' }),
      video('Rust in depth', { tags: ['rust'] }),
      video('Gardening'),
      video('Rust basics'),
      video('Metals', { tags: ['Rust'] }),
    ];
    expect(byRelevance(videos, 'rust').map((v) => v.title)).toEqual([
      'Rust in depth',
      'Rust basics',
      'Cooking',
      'Metals',
    ]);
  });

  it('returns every video, unchanged, for a blank query', () => {
    const videos = [video('B'), video('A')];
    expect(byRelevance(videos, ' ').map((v) => v.title)).toEqual(['B', 'A']);
  });
});
