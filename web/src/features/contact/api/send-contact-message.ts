import type { contactInputSchema } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

export type ContactMessageInput = z.input<typeof contactInputSchema>;

export const sendContactMessage = (message: ContactMessageInput) =>
  apiRequest<{ id: number }>('/api/contact/', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
