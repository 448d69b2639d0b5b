import type { PushSubscriptionInput, PushTestResult } from '@sustho/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push-subscriptions: this browser's notifications go to the signed-in account. */
export const saveSubscription = (subscription: PushSubscriptionInput) =>
  apiRequest<null>('/push-subscriptions', { method: 'POST', body: subscription });

/** 'Send a test notification': to every device the account subscribed. */
export const useSendTestPush = () =>
  useMutation({
    mutationFn: () => apiRequest<PushTestResult>('/push-subscriptions/test', { method: 'POST' }),
  });
