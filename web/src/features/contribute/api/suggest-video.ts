import type { contributionInputSchema, messageSchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { authRequest } from '@/lib/session';

export type VideoSuggestion = z.input<typeof contributionInputSchema>;

/** Puts a member's suggestion in the moderators' pending queue. */
export const suggestVideo = (suggestion: VideoSuggestion) =>
  authRequest<z.infer<typeof messageSchema>>('/api/contributions/', { method: 'POST', body: suggestion });

export const useSuggestVideo = () => useMutation({ mutationFn: suggestVideo });
