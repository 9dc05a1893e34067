import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export type ContactMessageInput = { name: string; email: string; text: string };

export const sendContactMessage = (message: ContactMessageInput) =>
  apiRequest<{ id: number }>('/api/contact/', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
