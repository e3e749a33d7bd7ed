import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's capabilities may use only what docs/capabilities.md allows them, and never each
// other round a loop: this reads every import of every server file against that table.

const repo = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(repo, 'src/server');
/** The files directly in src/server put the app together. */
const APP = 'app';

type Table = Map<string, Set<string>>;

/** The table's rows, in order: each capability and what it may use. */
function readTable(markdown: string): Table {
  const table: Table = new Map();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [, name, , uses] = cells;
    if (!name || name === 'Capability' || name.startsWith('---') || uses === undefined) continue;
    table.set(
      name,
      new Set(
        uses
          .split(',')
          .map((use) => use.trim())
          .filter(Boolean),
      ),
    );
  }
  return table;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/** The capability a server file belongs to: its folder, or the app for the files at the top. */
function capabilityOf(file: string): string {
  const [first, ...rest] = path.relative(serverDir, file).split(path.sep);
  return rest.length === 0 ? APP : (first ?? APP);
}

/** Every module a source names: imports and re-exports, type-only and dynamic ones too. */
function importsOf(source: string): string[] {
  const named = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g;
  const bare = /(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(named), ...source.matchAll(bare), ...source.matchAll(dynamic)].map(
    (match) => match[1] ?? '',
  );
}

interface Use {
  from: string;
  to: string;
  file: string;
  spec: string;
}

/** Each import of one capability by another, from the files' sources. */
function usesIn(files: ReadonlyMap<string, string>): Use[] {
  return [...files].flatMap(([file, source]) =>
    importsOf(source).flatMap((spec) => {
      if (!spec.startsWith('.')) return [];
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(`${serverDir}${path.sep}`)) return [];
      const from = capabilityOf(file);
      const to = capabilityOf(target);
      return from === to ? [] : [{ from, to, file: path.relative(repo, file), spec }];
    }),
  );
}

/** The uses the table does not allow; the app may use anything. */
function notAllowed(uses: readonly Use[], table: Table): string[] {
  return uses
    .filter((use) => use.from !== APP && !table.get(use.from)?.has(use.to))
    .map((use) => `${use.from} → ${use.to}: ${use.file} imports '${use.spec}'`);
}

/**
 * Uses of a row that is not above the user in the table: the only way a loop could get in. The
 * command line alone may use the app's own files (to explain a failed start).
 */
function outOfOrder(table: Table): string[] {
  const rows = [...table.keys()];
  const above = (use: string, name: string) =>
    use === APP ? name === 'cli' : rows.includes(use) && rows.indexOf(use) < rows.indexOf(name);
  return [...table].flatMap(([name, uses]) =>
    [...uses]
      .filter((use) => !above(use, name))
      .map((use) => `${name} may use ${use}, which is not above it in the table`),
  );
}

const table = readTable(readFileSync(path.join(repo, 'docs/capabilities.md'), 'utf8'));
const realFiles = new Map(serverFiles(serverDir).map((file) => [file, readFileSync(file, 'utf8')]));

describe("the server's capabilities", () => {
  it('When the server is read, then every import between capabilities is one docs/capabilities.md allows', () => {
    expect(notAllowed(usesIn(realFiles), table)).toEqual([]);
  });

  it('When a folder is added to the server, then it has a row in the table', () => {
    const folders = readdirSync(serverDir).filter((name) =>
      statSync(path.join(serverDir, name)).isDirectory(),
    );
    expect(folders.filter((folder) => !table.has(folder))).toEqual([]);
    expect([...table.keys()].filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('When the table is read, then each row uses only rows above it, so no loop can form', () => {
    expect(outOfOrder(table)).toEqual([]);
  });

  it('When a file plants an undeclared dependency, then the check names it', () => {
    const planted = new Map(realFiles);
    planted.set(
      path.join(serverDir, 'db/planted.ts'),
      "import type { BookingRecord } from '../bookings/bookingRecordSql';\n",
    );
    planted.set(
      path.join(serverDir, 'bookings/planted.ts'),
      "export { holdSlot } from '../bookingLifecycle/takeSlot';\n",
    );
    expect(notAllowed(usesIn(planted), table)).toEqual([
      "db → bookings: src/server/db/planted.ts imports '../bookings/bookingRecordSql'",
      "bookings → bookingLifecycle: src/server/bookings/planted.ts imports '../bookingLifecycle/takeSlot'",
    ]);
  });

  it('When the table is changed to allow a loop, then the check names it', () => {
    const looped: Table = new Map(table);
    looped.set('db', new Set([...(table.get('db') ?? []), 'bookings']));
    expect(outOfOrder(looped)).toEqual(['db may use bookings, which is not above it in the table']);
  });
});
