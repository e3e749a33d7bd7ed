import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { settingsApi } from '../../../../contract/api/owner';
import type { SettingsSection, sectionSchemas } from '../../../../contract/settings';
import { adminKeys } from '../../../api/admin/adminApi';
import { type CallInput, call } from '../../../api/call';
import { parkKeys } from '../../../api/park';
import { textsKeys } from '../../../api/texts';

export const settingsKeys = { all: [...adminKeys.all, 'settings'] as const };

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: () => call(settingsApi.settings),
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
    mutationFn: ({ value, confirm }: { value: SectionInput<S>; confirm?: boolean }) => {
      const endpoint: (typeof settingsApi.save)[SettingsSection] = settingsApi.save[section];
      const input = { query: confirm ? { confirm: 'yes' as const } : {}, body: value };
      return call(endpoint, input as CallInput<typeof endpoint>);
    },
    onSuccess: (result) => {
      if (!result.saved) return;
      client.setQueryData(settingsKeys.all, result.settings);
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: parkKeys.all });
      if (section === 'texts') void client.invalidateQueries({ queryKey: textsKeys.all });
    },
  });
}
