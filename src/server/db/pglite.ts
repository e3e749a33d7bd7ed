import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type Database, DatabaseUnavailableError, type Sql, TYPE_OIDS } from './database';
import { TransactionGuard } from './txGuard';

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, for `openPglite(null, dump)`. */
  dump(): Promise<Blob>;
}

function wrap(target: PGlite | Transaction, guard: TransactionGuard | null): Sql {
  return {
    async query(text, params) {
      guard?.check();
      try {
        const result = await target.query(text, params ? [...params] : undefined);
        return result.rows as never;
      } catch (error) {
        throw translate(target, error);
      }
    },
    async exec(script) {
      guard?.check();
      try {
        await target.exec(script);
      } catch (error) {
        throw translate(target, error);
      }
    },
  };
}

function translate(target: PGlite | Transaction, error: unknown): unknown {
  return 'closed' in target && target.closed ? new DatabaseUnavailableError(error) : error;
}

/**
 * The embedded database: in memory when `dataDir` is null, else stored in that folder.
 * `startFrom` is a dump of another one (`dumpPglite`) to begin from instead of an empty one.
 */
export async function openPglite(
  dataDir: string | null,
  startFrom?: Blob,
): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(startFrom ? { loadDataDir: startFrom } : {}),
    extensions: { btree_gist },
    parsers: { [TYPE_OIDS.date]: (value: string) => value },
  });
  await pg.waitReady;
  const guard = new TransactionGuard();
  const sql = wrap(pg, guard);
  return {
    kind: 'pglite',
    ...sql,
    async transaction(work) {
      if (pg.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
      guard.check();
      return pg.transaction((tx) => guard.run(() => work(wrap(tx, null))));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
    dump: () => pg.dumpDataDir('none'),
  };
}
