import type { Video } from '@focustube/contracts';

type Searchable = Pick<Video, 'title' | 'assigned_category' | 'category' | 'description' | 'tags'>;

/** Spec §5: a title match weighs 2; assigned category, category, description and tags 1 each. */
export function relevanceScore(video: Searchable, query: string): number {
  const needle = query.trim().toLowerCase();
  if (!needle) return 0;
  const has = (text: string | null | undefined) => (text ?? '').toLowerCase().includes(needle);
  let score = has(video.title) ? 2 : 0;
  for (const field of [video.assigned_category, video.category, video.description]) if (has(field)) score += 1;
  if (video.tags.some(has)) score += 1;
  return score;
}

/** The videos matching `query`, best first (ties keep their order); every video when the query is blank. */
export function byRelevance<T extends Searchable>(videos: readonly T[], query: string): T[] {
  if (!query.trim()) return [...videos];
  return videos
    .map((video, index) => ({ video, index, score: relevanceScore(video, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.video);
}
