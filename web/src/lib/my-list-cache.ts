/**
 * The two readings of My List that a change to it makes stale, kept apart by feature: My Learning's list and
 * counts (features/learning) and each video's Saved state (features/videos: the watch page's Save, a card's
 * menu). A change made through either invalidates the other's root.
 */
export const learningRoot = ['learning'] as const;
export const myListEntryRoot = ['my-list-entry'] as const;
