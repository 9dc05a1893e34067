import type { User } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export type RegistrationInput = { username: string; email: string; password: string; password2: string };

export const register = (input: RegistrationInput) =>
  apiRequest<User>('/api/register/', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
