import type { MyListEntry } from '@focustube/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { showToast } from '@/components/ui/toast';
import { translate } from '@/lib/i18n';

import { addToMyList, learningRoot, myListEntryPath, myListEntryRoot, removeFromMyList } from '@/lib/my-list';
import { authRequest, useSession } from '@/lib/session';

const entryKey = (userId: number, videoId: string) => [...myListEntryRoot, { userId, videoId }] as const;

/** Whether the signed-in member has the video in My List (no data while signed out or not yet known). */
export function useMyListEntry(videoId: string, enabled = true) {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: entryKey(userId ?? 0, videoId),
    queryFn: ({ signal }) => authRequest<MyListEntry>(myListEntryPath(videoId), { signal }),
    enabled: enabled && userId !== undefined,
  });
}

/**
 * Puts the video in My List (`true`) or takes it out (`false`); every Save button and card menu of the
 * video shows the change at once. Adding twice or removing what is not there changes nothing.
 */
export function useSaveToMyList(videoId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? 0;
  return useMutation({
    mutationFn: async (save: boolean) => {
      await (save ? addToMyList(videoId) : removeFromMyList(videoId));
      return save;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<MyListEntry>(entryKey(userId, videoId), {
        video_id: videoId,
        saved,
        added_at: saved ? new Date().toISOString() : null,
      });
      // My Learning's list and counts read again when next shown.
      void queryClient.invalidateQueries({ queryKey: learningRoot });
    },
  });
}

/**
 * The video's place in My List as a toggle (the watch page's Save, a card's menu): whether it is saved,
 * whether an answer is awaited, and the press, which says what happened in a notice.
 */
export function useMyListToggle(videoId: string) {
  const entry = useMyListEntry(videoId);
  const save = useSaveToMyList(videoId);
  const saved = entry.data?.saved ?? false;
  const toggle = () =>
    save.mutate(!saved, {
      onSuccess: (nowSaved) => showToast(translate(nowSaved ? 'cardMenu.added' : 'cardMenu.removed')),
      onError: (error) =>
        showToast(translate(saved ? 'cardMenu.removeFailed' : 'cardMenu.addFailed', { error: error.message }), {
          role: 'alert',
        }),
    });
  return { saved, busy: entry.isPending || save.isPending, toggle };
}
