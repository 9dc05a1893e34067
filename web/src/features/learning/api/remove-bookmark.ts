import { useMutation, useQueryClient } from '@tanstack/react-query';

import { refreshMyList, removeFromMyList } from '@/lib/my-list';

/** Takes a video off My List and refreshes the list and its count. */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromMyList,
    // My Learning's list and counts, and the Save toggles' "saved", read again.
    onSuccess: () => refreshMyList(queryClient),
  });
}
