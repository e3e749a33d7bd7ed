import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
import { startPaddock } from '../../src/server/paddock';
import { loadConfig } from '../../src/server/platform/config';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('migrations', () => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('When a new database starts, then every migration runs once, in order', async () => {
    database = await createTestDatabase({ empty: true });
    expect(await migrate(database.db)).toEqual(migrations.map((m) => m.id));
    const rows = await database.db.query<{ id: string }>(
      'select id from schema_migrations order by id',
    );
    expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id));
  });

  it('When the app starts again, then nothing runs twice and the seeded settings are not duplicated', async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.db);
    expect(await migrate(database.db)).toEqual([]);
    const [{ count } = { count: 0 }] = await database.db.query<{ count: number }>(
      'select count(*)::int as count from field_prices',
    );
    expect(count).toBe(6);
  });

  it('When several instances start together, then one migrates and the others wait and find it done', async () => {
    database = await createTestDatabase({ empty: true });
    const results = await Promise.all([
      migrate(database.db),
      migrate(database.db),
      migrate(database.db),
    ]);
    expect(results.flat()).toEqual(migrations.map((m) => m.id));
  });

  it('When the app starts, then its log names the migrations it applied, and at the next start that there were none', async () => {
    database = await createTestDatabase({ empty: true });
    const lines: Array<{ msg: string; migrations?: string[] }> = [];
    const start = async () => {
      const paddock = await startPaddock(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), {
        db: database.db,
        webRoot: null,
        startJobs: false,
        logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
      });
      await paddock.close();
    };
    const ids = migrations.map((m) => m.id);

    await start();
    expect(lines.filter((line) => line.migrations)).toEqual([
      expect.objectContaining({
        msg: `applied ${ids.length} database migrations: ${ids.join(', ')}`,
        migrations: ids,
      }),
    ]);

    lines.length = 0;
    await start();
    expect(lines.filter((line) => line.migrations)).toEqual([
      expect.objectContaining({
        msg: `the database is up to date (migration ${ids.at(-1)}): no migrations to apply`,
        migrations: [],
      }),
    ]);
  });

  it('When a migration fails, then none of the batch is applied', async () => {
    database = await createTestDatabase({ empty: true });
    const broken = [...migrations, { id: '999_broken', sql: 'create table oops (; ' }];
    await expect(migrate(database.db, broken)).rejects.toThrow();
    const [{ exists } = { exists: true }] = await database.db.query<{ exists: boolean }>(
      "select to_regclass('park_settings') is not null as exists",
    );
    expect(exists).toBe(false);
  });
});
