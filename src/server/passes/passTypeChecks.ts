import { fieldRequestProblems } from '../../contract/fieldChoice';
import type { PassTypesSection } from '../../contract/passes';
import type { Sql } from '../db/database';
import { readParkFields } from '../park/fieldsSql';
import { readPassTypesSection } from './passTypesSql';

/**
 * What of each kind of pass its fields do not sell, by the section's own paths ('0.minutes'):
 * a session of the pass must be one every field it covers takes, or the pass could be bought
 * and never booked. The field is named only where the park has several; a kind naming no
 * fields keeps its own, and a new one is the first field's.
 */
export async function passTypeProblems(
  sql: Sql,
  types: PassTypesSection,
): Promise<Record<string, string>> {
  const fields = await readParkFields(sql);
  const saved = new Map((await readPassTypesSection(sql)).map((type) => [type.id, type]));
  const problems: Record<string, string> = {};
  types.forEach((type, index) => {
    const first = fields[0];
    const ids = type.fieldIds ?? saved.get(type.id)?.fieldIds ?? (first ? [first.id] : []);
    for (const id of ids) {
      const field = fields.find((candidate) => candidate.id === id);
      if (!field) {
        problems[`${index}.fieldIds`] = 'There is no such field.';
        continue;
      }
      const named = (words: string) => (fields.length > 1 ? `${field.name}: ${words}` : words);
      const found = fieldRequestProblems(field, { minutes: type.minutes, dogs: type.dogs });
      for (const [part, words] of Object.entries(found)) {
        problems[`${index}.${part}`] ??= named(words);
      }
    }
  });
  return problems;
}
