import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

async function asAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Once per run of the PostgreSQL project: a database migrated to this build's schema, which
 * every test database is then copied from (`create database … template`), about ten times
 * faster than migrating each from empty. PostgreSQL copies a template only while nobody is
 * connected to it, so once migrated it takes no connections at all (`allow_connections false`):
 * the test files running at once all copy it and none can hold it. Its name is the run's own,
 * as other runs may share the server; it is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL run of the server tests');
  const name = `paddock_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(url, (admin) => admin.query(`create database ${name}`));
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = openPostgres(target.toString(), { onIdleError: () => {} });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await asAdmin(url, (admin) =>
      admin.query(`alter database ${name} with is_template true allow_connections false`),
    );
  } catch (error) {
    await asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () =>
    asAdmin(url, async (admin) => {
      await admin.query(`alter database ${name} with is_template false`);
      await admin.query(`drop database if exists ${name} with (force)`);
    });
}
