import type { QueryClient } from '@tanstack/react-query';

import { authRequest } from './session';

/**
 * The two readings of My List that a change to it makes stale, kept apart by feature: My Learning's list and
 * counts (features/learning) and each video's Saved state (features/videos: the watch page's Save, a card's
 * menu). A change made through either invalidates the other's root.
 */
export const learningRoot = ['learning'] as const;
export const myListEntryRoot = ['my-list-entry'] as const;

/** Both readings again, when next shown: after a change that did not come through the Save toggle. */
export const refreshMyList = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: learningRoot }),
    queryClient.invalidateQueries({ queryKey: myListEntryRoot }),
  ]);

/** One video's place in My List: read (whether it is saved) or deleted. */
export const myListEntryPath = (videoId: string) => `/api/my-list/${encodeURIComponent(videoId)}/`;

/** Puts a video in the signed-in member's My List (adding it twice changes nothing). */
export const addToMyList = (videoId: string) =>
  authRequest<unknown>('/api/my-list/', { method: 'POST', body: { video_id: videoId } });

/** Takes a video out of the signed-in member's My List (nothing happens when it is not there). */
export const removeFromMyList = (videoId: string) => authRequest<void>(myListEntryPath(videoId), { method: 'DELETE' });
