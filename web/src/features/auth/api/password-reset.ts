import type { messageSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

type Message = z.infer<typeof messageSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetConfirmSchema>;

/** Asks for a reset link; the answer is the same neutral message whether or not the email has an account. */
export const requestPasswordReset = (email: PasswordResetRequest['email']) =>
  apiRequest<Message>('/api/password-reset/', { method: 'POST', body: { email } satisfies PasswordResetRequest });

export const confirmPasswordReset = (input: PasswordResetInput) =>
  apiRequest<Message>('/api/password-reset/confirm/', { method: 'POST', body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
