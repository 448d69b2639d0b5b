import type { ContactMessageInput } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  apiRequest<{ insertedId: string }>('/contact', { method: 'POST', body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
