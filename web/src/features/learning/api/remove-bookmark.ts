import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myListEntryRoot, removeFromMyList } from '@/lib/my-list';

import { learningKeys } from './learning-keys';

/** Takes a video off My List and refreshes the list and its count. */
export function useRemoveBookmark(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromMyList,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.myList(userId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.overview(userId) }),
        // A watch page's Save and the cards' menus say "saved" no more.
        queryClient.invalidateQueries({ queryKey: myListEntryRoot }),
      ]),
  });
}
