import { useMutation } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

export const addToMyList = (videoId: string) =>
  authRequest<unknown>('/api/my-list/', { method: 'POST', body: { video_id: videoId } });

export function useAddToMyList() {
  return useMutation({ mutationFn: addToMyList });
}
