import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationChecksum } from '../migrate';
import recorded from './checksums.json';
import { migrations } from './index';

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((name) => name.endsWith('.sql'));
const checksums: Record<string, string> = recorded;

function sha256Of(file: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dir, file)))
    .digest('hex');
}

// CI runs this: a shipped migration never changes (docs/decisions/094). A database that applied
// the old file would be refused by the new build, or, worse, silently differ from a new one.
describe('the shipped migrations', () => {
  it.each(files)(
    'When %s is built, then its content is the one recorded when it shipped',
    (file) => {
      const id = file.slice(0, -'.sql'.length);
      const actual = sha256Of(file);
      const expected = checksums[id];
      if (expected === undefined) {
        expect.fail(
          `${file} has no recorded checksum. If it is a new migration, add this line to src/server/db/migrations/checksums.json:\n  "${id}": "${actual}"`,
        );
      }
      if (actual !== expected) {
        expect.fail(
          `${file} was changed after it shipped (sha256 ${actual}, recorded ${expected}). A shipped migration never changes: put its content back and write the change as a new migration (docs/decisions/094).`,
        );
      }
    },
  );

  it('When the app applies its migrations, then it records the same checksums as the files have', () => {
    expect(Object.fromEntries(migrations.map((m) => [m.id, migrationChecksum(m)]))).toEqual(
      checksums,
    );
    expect(migrations.map((m) => `${m.id}.sql`).sort()).toEqual([...files].sort());
  });
});
