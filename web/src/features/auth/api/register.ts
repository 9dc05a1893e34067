import type { RegisterInput, User } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export const register = (input: RegisterInput) => apiRequest<User>('/api/register/', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
