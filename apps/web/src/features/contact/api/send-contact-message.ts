import type { ContactMessageInput } from '@sustho/contracts';
import { apiRequest } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput, signal?: AbortSignal) =>
  apiRequest<{ insertedId: string }>('/contact', { method: 'POST', body: input, signal });
