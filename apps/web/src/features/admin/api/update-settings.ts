import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '@studio/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';
import { queryKeys } from '../../../lib/query-keys';

export async function updateSettings(change: SettingsUpdate): Promise<Settings> {
  const { data } = await apiClient.put<Settings>('/api/v1/admin/settings', change);
  return data;
}

/** Saves some settings (each given key whole); the public brand is read again so the footer follows. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, settings);
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.brand }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog })]);
    },
  });
}
