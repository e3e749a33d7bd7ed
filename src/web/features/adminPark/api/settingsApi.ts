import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminSettings,
  SaveResult,
  SettingsSection,
  sectionSchemas,
} from '../../../../contract/settings';
import { adminKeys } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';
import { parkKeys } from '../../../api/park';
import { textsKeys } from '../../../api/texts';

export const settingsKeys = { all: [...adminKeys.all, 'settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: () => getJson<AdminSettings>('/api/admin/settings'),
  });

export const useSettings = () => useQuery(settingsQuery());

/** What a section's form sends: the section's schema's input. */
export type SectionInput<S extends SettingsSection> = z.input<(typeof sectionSchemas)[S]>;

/**
 * Saves one section. `confirm` answers the question asked when bookings already made would
 * fall outside new hours. A saved change refreshes the settings, the admin lists, the park
 * every page reads and (for texts) the pages' texts.
 */
export function useSaveSection<S extends SettingsSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ value, confirm }: { value: SectionInput<S>; confirm?: boolean }) =>
      postJson<SaveResult>(`/api/admin/settings/${section}${confirm ? '?confirm=yes' : ''}`, value),
    onSuccess: (result) => {
      if (!result.saved) return;
      client.setQueryData(settingsKeys.all, result.settings);
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: parkKeys.all });
      if (section === 'texts') void client.invalidateQueries({ queryKey: textsKeys.all });
    },
  });
}
