import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

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

  // The embedded database runs one transaction at a time: two can't wait on each other there.
  it.runIf(testDatabaseKind() === 'postgres')(
    'When two transactions wait on each other, then the one PostgreSQL ends is run again and both are done',
    async () => {
      database = await createTestDatabase();
      const { db } = database;
      await db.query('create table deadlock_rows (id int primary key, n int not null)');
      await db.query('insert into deadlock_rows values (1, 0), (2, 0)');
      let bothHoldOne!: () => void;
      const holding = new Promise<void>((resolve) => {
        let waiting = 2;
        bothHoldOne = () => {
          waiting -= 1;
          if (waiting === 0) resolve();
        };
      });
      let runs = 0;
      const crossing = (first: number, second: number) =>
        db.transaction(async (tx) => {
          runs += 1;
          await tx.query('update deadlock_rows set n = n + 1 where id = $1', [first]);
          if (runs <= 2) {
            bothHoldOne();
            await holding;
          }
          await tx.query('update deadlock_rows set n = n + 1 where id = $1', [second]);
        });
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
      expect(runs).toBe(3);
      expect(await db.query('select id, n from deadlock_rows order by id')).toEqual([
        { id: 1, n: 2 },
        { id: 2, n: 2 },
      ]);
    },
  );
});
