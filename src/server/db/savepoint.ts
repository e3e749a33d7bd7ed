import type { Sql } from './database';

let counter = 0;

/**
 * Runs `work` inside a savepoint of the transaction `tx`: if it fails, only its own changes are
 * undone and the transaction carries on. Answers the failure instead of throwing it.
 */
export async function attempt<T>(
  tx: Sql,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  counter += 1;
  const name = `attempt_${counter}`;
  await tx.query(`savepoint ${name}`);
  try {
    const value = await work();
    await tx.query(`release savepoint ${name}`);
    return { ok: true, value };
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`);
    return { ok: false, error };
  }
}
