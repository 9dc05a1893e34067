import { useMutation } from '@tanstack/react-query';

import { authRequest } from '@/lib/session';

export type VideoSuggestion = { video: string; assigned_category?: string; note?: string };

/** Puts a member's suggestion in the moderators' pending queue. */
export const suggestVideo = (suggestion: VideoSuggestion) =>
  authRequest<{ message: string }>('/api/contributions/', { method: 'POST', body: suggestion });

export const useSuggestVideo = () => useMutation({ mutationFn: suggestVideo });
