import type { NotificationSettings } from '@sustho/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.profile, 'notifications'],
    queryFn: ({ signal }) => apiRequest<NotificationSettings>('/profile/notifications', { signal }),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** Turns SMS reminders on or off; the answer replaces the cached settings. */
export function useSetNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest<NotificationSettings>('/profile/notifications', {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (settings) =>
      queryClient.setQueryData(notificationsQueryOptions().queryKey, settings),
  });
}
