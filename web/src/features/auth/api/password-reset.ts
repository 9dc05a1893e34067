import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

type Message = { message: string };
export type PasswordResetInput = { token: string; password: string; password2: string };

/** Asks for a reset link; the answer is the same neutral message whether or not the email has an account. */
export const requestPasswordReset = (email: string) =>
  apiRequest<Message>('/api/password-reset/', { method: 'POST', body: { email } });

export const confirmPasswordReset = (input: PasswordResetInput) =>
  apiRequest<Message>('/api/password-reset/confirm/', { method: 'POST', body: input });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
