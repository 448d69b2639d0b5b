import type { TreatmentSettings, TreatmentSettingsPatch } from '@sustho/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { treatmentSettingsQuery } from './get-treatment-settings';

/** PATCH /treatments/{id}: an admin offers a treatment in Consult now, or stops offering it. */
export const updateTreatmentSettings = ({
  id,
  changes,
}: {
  id: string;
  changes: TreatmentSettingsPatch;
}) => apiRequest<TreatmentSettings>(`/treatments/${id}`, { method: 'PATCH', body: changes });

/**
 * Shows the change at once and puts the list back as it was when the API refuses it, so the
 * switch always ends where the server has it.
 */
export function useUpdateTreatmentSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = treatmentSettingsQuery();
  const replace = (id: string, change: (row: TreatmentSettings) => TreatmentSettings) =>
    queryClient.setQueryData(queryKey, (rows) =>
      rows?.map((row) => (row._id === id ? change(row) : row)),
    );
  return useMutation({
    mutationFn: updateTreatmentSettings,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey)?.find((row) => row._id === id);
      replace(id, (row) => ({ ...row, ...changes }));
      return { before };
    },
    onError: (_error, { id }, context) => {
      const before = context?.before;
      if (before) replace(id, () => before);
    },
    onSuccess: (saved) => replace(saved._id, () => saved),
  });
}
