import { fieldsApi, settingsApi } from '../../contract/api/owner';
import { SETTINGS_SECTIONS } from '../../contract/settings';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { addField, changeField, retireField } from './fieldChanges';
import { lockList } from './fieldLocks';
import { orderFields } from './fieldOrder';
import { saveSection } from './saveSection';
import { readAdminSettings } from './settingsStore';

/**
 * The Settings area's API (super admins): read everything, save a section at a time, and the
 * fields with the locks they can be given.
 */
export function registerSettingsRoutes(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock' | 'locks' | 'log' | 'publicUrl'>,
): void {
  router.serve(settingsApi.settings, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await readAdminSettings(deps.db)),
  );

  for (const section of SETTINGS_SECTIONS) {
    // The body was checked by this very section's schema; the loop can't tell TypeScript so.
    router.serve(settingsApi.save[section], async (request) =>
      saveSection(deps, request.user, section, request.body as never, request.query.confirm),
    );
  }

  router.serve(fieldsApi.add, async (request, reply) =>
    reply.status(201).send({ field: await addField(deps, request.user, request.body) }),
  );
  router.serve(fieldsApi.change, async (request) => ({
    field: await changeField(deps, request.user, request.params.id, request.body),
  }));
  router.serve(fieldsApi.retire, async (request) =>
    retireField(deps, request.user, request.params.id, request.body.retired),
  );
  router.serve(fieldsApi.order, async (request) => ({
    fields: await orderFields(deps, request.user, request.body.fieldIds),
  }));
  router.serve(fieldsApi.locks, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await lockList(deps)),
  );
}
