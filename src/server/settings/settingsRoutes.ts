import {
  adminSettingsSchema,
  confirmQuerySchema,
  SETTINGS_SECTIONS,
  saveResultSchema,
  sectionSchemas,
} from '../../contract/settings';
import type { Api } from '../http/scopes';
import { type SettingsDeps, saveSection } from './saveSection';
import { readAdminSettings } from './settingsStore';

/** The Settings area's API (super-admin scope): read everything, save a section at a time. */
export function registerSettingsRoutes(owners: Api, deps: SettingsDeps): void {
  owners.get(
    '/api/admin/settings',
    { schema: { response: { 200: adminSettingsSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await readAdminSettings(deps.db)),
  );

  for (const section of SETTINGS_SECTIONS) {
    owners.post(
      `/api/admin/settings/${section}`,
      {
        schema: {
          querystring: confirmQuerySchema,
          body: sectionSchemas[section],
          response: { 200: saveResultSchema },
        },
      },
      // The body was checked by this very section's schema; the loop can't tell TypeScript so.
      async (request) =>
        saveSection(deps, request.user, section, request.body as never, request.query.confirm),
    );
  }
}
