import type { ParkField } from '../../contract/parkFields';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { fieldsInOrderForUpdate, setFieldOrder } from './fieldSettingsSql';

const EVERY_FIELD = 'List every field once, in the order the park shows them.';
// The first field is the one the Opening, Booking rules and Prices sections edit and the one a
// request naming no field books (decision 111): moving another before it would move those.
const FIRST_STAYS = 'The first field stays first: the other fields can be put in any order.';

function refused(message: string): AppError {
  return new AppError('request/invalid', message, { fieldIds: message });
}

/**
 * Settings → Fields: puts the fields in the order the park lists them (decision 113); answers
 * the fields as the park now lists them. Activity names the new order.
 */
export async function orderFields(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  ids: readonly number[],
): Promise<ParkField[]> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const fields = await fieldsInOrderForUpdate(tx);
    const known = new Set(fields.map((field) => field.id));
    if (ids.length !== fields.length || ids.some((id) => !known.has(id)))
      throw refused(EVERY_FIELD);
    if (ids[0] !== fields[0]?.id) throw refused(FIRST_STAYS);
    if (ids.every((id, index) => fields[index]?.id === id)) return;
    await setFieldOrder(tx, ids);
    const names = ids.map((id) => fields.find((field) => field.id === id)?.name);
    await audit(tx, actor, 'settings: fields', `put the fields in order: ${names.join(', ')}`, now);
  });
  return (await readPublicPark(deps.db)).fields;
}
