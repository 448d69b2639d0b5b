import type { Schedule, ScheduleInput } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { scheduleQuery, schedulePath } from './get-schedule';

/** PUT /me/schedule or /doctors/{id}/schedule: replaces the hours and time off. */
export const saveSchedule = (doctorId: string | undefined, input: ScheduleInput) =>
  apiRequest<Schedule>(schedulePath(doctorId), { method: 'PUT', body: input });

/** The answer is the saved schedule, so it becomes the cached one without another request. */
export function useSaveSchedule(doctorId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => saveSchedule(doctorId, input),
    onSuccess: (saved) => queryClient.setQueryData(scheduleQuery(doctorId).queryKey, saved),
  });
}
