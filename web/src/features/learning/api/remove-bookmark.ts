import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myListEntryRoot } from '@/lib/my-list-cache';
import { authRequest } from '@/lib/session';

import { learningKeys } from './learning-keys';

export const removeBookmark = (videoId: string) =>
  authRequest<void>(`/api/my-list/${encodeURIComponent(videoId)}/`, { method: 'DELETE' });

/** Takes a video off My List and refreshes the list and its count. */
export function useRemoveBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.myList(userId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.overview(userId) }),
        // A watch page's Save and the cards' menus say "saved" no more.
        queryClient.invalidateQueries({ queryKey: myListEntryRoot }),
      ]),
  });
}
