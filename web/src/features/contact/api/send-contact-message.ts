import type { ContactInput, ContactMessage } from '@focustube/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = (message: ContactInput) =>
  apiRequest<Pick<ContactMessage, 'id'>>('/api/contact/', { method: 'POST', body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
