import type { TestDatabase } from './testDatabase';

export interface HeldTable {
  /** Resolves once `count` of the app's transactions wait on a lock (the holder's or each other's). */
  waiting(count: number): Promise<void>;
  release(): Promise<void>;
}

const WAIT_BOUND_MS = 10_000;

/**
 * Keeps a table from being written (reads go on) until released, so that racing transactions
 * all stop in the middle, each with what it wrote before: the race is then certain rather than
 * a matter of timing. On PGlite, one connection, there is nothing to hold: the transactions
 * run one after another and both methods answer at once.
 */
export async function holdWritesTo(database: TestDatabase, table: string): Promise<HeldTable> {
  if (database.kind === 'pglite') return { waiting: async () => {}, release: async () => {} };
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let locked: () => void = () => {};
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = database.db.transaction(async (tx) => {
    await tx.query(`lock table ${table} in exclusive mode`);
    locked();
    await released;
  });
  await holding;
  return {
    async waiting(count) {
      const giveUp = Date.now() + WAIT_BOUND_MS;
      for (;;) {
        const [row] = await database.db.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((row?.waiting ?? 0) >= count) return;
        if (Date.now() > giveUp) throw new Error(`${row?.waiting} of ${count} transactions wait`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async release() {
      letGo();
      await held;
    },
  };
}
