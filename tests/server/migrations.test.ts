import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { migrations } from '../../src/server/db/migrations';
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
