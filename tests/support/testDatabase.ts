import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/pglite';
import { openPostgres } from '../../src/server/db/postgres';
import { startTcpProxy } from './tcpProxy';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: TestDatabaseKind;
  db: Database;
  /** The PostgreSQL address the app uses (through the proxy when asked for); null on PGlite. */
  url: string | null;
  /** Makes the database unreachable for the app, as an outage would. */
  cutOff(): Promise<void>;
  /**
   * Makes the database stop answering while connections stay open: on PostgreSQL the relay
   * passes nothing on; on PGlite a transaction holds it and never ends. Answers how to let it
   * go again.
   */
  stall(): Promise<{ resume(): Promise<void> }>;
  /** Closes and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** Which database this run of the server suite is for (the Vitest project sets it). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.PADDOCK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL run of the server tests');
  return url;
}

let migratedPglite: Blob | null = null;

/** The migrated database the run's global setup wrote (see pgliteTemplate.setup.ts). */
function migratedPgliteDump(): Blob {
  migratedPglite ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  return migratedPglite;
}

/** A transaction that holds the embedded database (its one connection) until let go. */
async function holdPglite(db: Database): Promise<{ resume(): Promise<void> }> {
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let holding: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const held = db.transaction(async (tx) => {
    await tx.query('select 1');
    holding();
    await released;
  });
  await started;
  return {
    async resume() {
      letGo();
      await held;
    },
  };
}

export interface TestDatabaseOptions {
  /** No migrations applied yet (for testing the migrations themselves). */
  empty?: boolean;
}

/**
 * A database of its own for one test: in-memory PGlite or a new PostgreSQL database, both
 * migrated already (from the run's template) unless asked for an empty one.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const db = await openPglite(null, {
      startFrom: options.empty ? undefined : migratedPgliteDump(),
    });
    return {
      kind: 'pglite',
      db,
      url: null,
      cutOff: () => db.close(),
      stall: () => holdPglite(db),
      dispose: () => db.close(),
    };
  }

  const name = `paddock_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  // Copied from the run's migrated template (postgresTemplate.setup.ts), as PGlite's are.
  await admin.query(
    options.empty
      ? `create database ${name}`
      : `create database ${name} template ${inject('postgresTemplate')}`,
  );
  await admin.end();

  const target = new URL(adminUrl());
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const url = new URL(adminUrl());
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { maxConnections: 20, onIdleError: () => {} });

  return {
    kind: 'postgres',
    db,
    url: url.toString(),
    cutOff: () => proxy.cut(),
    async stall() {
      proxy.stall();
      return {
        async resume() {
          proxy.resume();
        },
      };
    },
    async dispose() {
      await db.close().catch(() => {});
      await proxy.cut().catch(() => {});
      const cleaner = new pg.Client({ connectionString: adminUrl() });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
