import { SETTINGS_SECTIONS, type SettingsSection } from '../../contract/settings';
import { COMMAND_LINE } from '../audit/auditSql';
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import type { Clock } from '../platform/clock';
import {
  checkedSection,
  commandLineFields,
  editedSection,
  isCommandLineField,
  refusalWords,
  sectionOfField,
} from '../settings/commandLineEdits';
import { saveSection } from '../settings/saveSection';
import { stores } from '../settings/settingsStore';

export const PARK_USAGE = `  park show                 print the park as its pages see it
  park set <field> <value>  change one setting; fields: ${commandLineFields.join(', ')}
                            (address lines are separated by |, map is "latitude,longitude",
                            a video is a YouTube or Vimeo address or "none", flags yes or no)
  park section <name> [json]
                            print a Settings section as JSON, or save the JSON given for it
                            (sections: ${SETTINGS_SECTIONS.join(', ')})`;

function isSection(name: string | undefined): name is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(name ?? '');
}

/** Saves as the Settings tab does: the same checks, an Activity entry, bookings kept. */
async function save<S extends SettingsSection>(
  db: Database,
  clock: Clock,
  section: S,
  label: string,
  value: unknown,
): Promise<void> {
  try {
    await saveSection({ db, clock }, COMMAND_LINE, section, value as never, true);
  } catch (error) {
    throw new Error(refusalWords(label, error) ?? String(error));
  }
}

async function setField(db: Database, clock: Clock, field: string, typed: string) {
  if (!isCommandLineField(field)) {
    throw new Error(`Unknown field "${field}"; fields: ${commandLineFields.join(', ')}`);
  }
  const section = sectionOfField(field);
  const current = await stores[section].read(db);
  await save(db, clock, section, field, editedSection(field, current, typed));
  return `Saved ${field}.`;
}

async function sectionCommand(db: Database, clock: Clock, name: string, json?: string) {
  if (!isSection(name)) {
    throw new Error(`Unknown section "${name}"; sections: ${SETTINGS_SECTIONS.join(', ')}`);
  }
  if (json === undefined) return JSON.stringify(await stores[name].read(db), null, 2);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`${name}: that is not JSON.`);
  }
  await save(db, clock, name, name, checkedSection(name, value, name));
  return `Saved ${name}.`;
}

/** Answers what to print, or throws a message for the person at the keyboard. */
export async function runParkCommand(db: Database, args: string[], now: Date): Promise<string> {
  const clock: Clock = { now: () => now };
  const [command, name, value, ...extra] = args;
  if (command === 'show' && !name) return JSON.stringify(await readPublicPark(db), null, 2);
  if (command === 'section' && name && extra.length === 0)
    return sectionCommand(db, clock, name, value);
  if (command !== 'set') throw new Error(`Unknown park command "${args.join(' ')}".`);
  if (!name || value === undefined || extra.length > 0) {
    throw new Error('park set needs a field and one value (quote values with spaces).');
  }
  return setField(db, clock, name, value);
}
