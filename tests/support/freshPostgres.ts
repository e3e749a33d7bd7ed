import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseKind } from './testDatabase';

/**
 * Whether this run of the server suite is the PostgreSQL one. `what` names the tests: when no
 * PostgreSQL server is offered at all, `npm test` names them in one line as skipped (read from
 * the call by scripts/serverSuites.mjs, so it stays a plain string).
 */
export function onPostgres(_what: string): boolean {
  return testDatabaseKind() === 'postgres';
}

export interface FreshPostgres {
  /** The server the database is on, for a relay to put itself in front of. */
  host: string;
  port: number;
  /** The database's address, directly or (given a port on 127.0.0.1) through a relay. */
  url(viaPort?: number): string;
  drop(): Promise<void>;
}

async function asAdmin(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** An empty database of its own on the TEST_DATABASE_URL server (the app migrates it). */
export async function freshPostgres(prefix = 'paddock_fault'): Promise<FreshPostgres> {
  const server = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}`));
  return {
    host: server.hostname,
    port: Number(server.port || 5432),
    url(viaPort) {
      const url = new URL(server);
      if (viaPort !== undefined) {
        url.hostname = '127.0.0.1';
        url.port = String(viaPort);
      }
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}
