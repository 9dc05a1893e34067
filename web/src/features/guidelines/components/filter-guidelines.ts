import type { Video } from '@focustube/contracts';

/** Spec §9: a guideline card shows the first 100 characters of the description. */
export const GUIDELINE_DESCRIPTION_LENGTH = 100;

export function shortDescription(description: string): string {
  const text = description.trim();
  return text.length > GUIDELINE_DESCRIPTION_LENGTH ? `${text.slice(0, GUIDELINE_DESCRIPTION_LENGTH)}…` : text;
}

export const guidelineCategory = (video: Video) => video.assigned_category ?? video.category ?? '';

/** Spec §5: live, case-insensitive match over title, description and category only. */
export function filterGuidelines(videos: Video[], query: string): Video[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return videos;
  return videos.filter((video) =>
    [video.title, video.description, video.assigned_category, video.category].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
}
