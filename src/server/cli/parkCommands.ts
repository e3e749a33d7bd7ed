import type { Database } from '../db/database';
import { editableParkFields, editParkSetting, isEditableParkField } from '../park/parkEditsSql';
import { readPublicPark } from '../park/parkSql';

export const PARK_USAGE = `  park show                 print the park's settings
  park set <field> <value>  change one setting; fields: ${editableParkFields.join(', ')}
                            (address lines are separated by |, map is "latitude,longitude",
                            a video is an https embed address or "none")`;

/** Answers what to print, or throws a message for the person at the keyboard. */
export async function runParkCommand(db: Database, args: string[], now: Date): Promise<string> {
  const [command, field, value, ...extra] = args;
  if (command === 'show') return JSON.stringify(await readPublicPark(db), null, 2);
  if (command !== 'set') throw new Error(`Unknown park command "${args.join(' ')}".`);
  if (!field || value === undefined || extra.length > 0) {
    throw new Error('park set needs a field and one value (quote values with spaces).');
  }
  if (!isEditableParkField(field)) {
    throw new Error(`Unknown field "${field}"; fields: ${editableParkFields.join(', ')}`);
  }
  const result = await editParkSetting(db, field, value, now);
  if (!result.ok) throw new Error(result.problem);
  return `Saved ${field}.`;
}
