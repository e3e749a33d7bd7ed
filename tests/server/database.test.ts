import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

describe('the database handle', () => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('When code uses the database itself inside one of its transactions, then it fails at once instead of hanging', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('select 1');
        await db.query('select 1');
      }),
    ).rejects.toThrow('the database was used inside a transaction instead of its handle (tx)');
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(
      /instead of its handle/,
    );
    // Outside the transaction all is well again.
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('When transactions run side by side from separate requests, then each gets its turn', async () => {
    database = await createTestDatabase();
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        database.db.transaction(
          async (tx) => (await tx.query<{ n: number }>('select $1::int as n', [n]))[0]?.n,
        ),
      ),
    );
    expect(results).toEqual([1, 2, 3]);
  });
});
