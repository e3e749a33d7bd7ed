import type { Sql } from '../db/database';

/** The site rules' version in force (moved on by migration 020's trigger at every change). */
export async function currentRulesVersion(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ version: number }>(
    'select site_rules_version as version from park_settings where id = 1',
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return row.version;
}

export interface RulesAcceptance {
  version: number | null;
  at: Date | null;
}

/** The last version of the rules the customer ticked, and when. */
export async function rulesAcceptanceOf(sql: Sql, userId: string): Promise<RulesAcceptance> {
  const [row] = await sql.query<{ version: number | null; at: Date | null }>(
    'select rules_accepted_version as version, rules_accepted_at as at from users where id = $1',
    [userId],
  );
  return { version: row?.version ?? null, at: row?.at ?? null };
}

export async function recordRulesAcceptance(
  sql: Sql,
  userId: string,
  version: number,
  at: Date,
): Promise<void> {
  await sql.query(
    'update users set rules_accepted_version = $2, rules_accepted_at = $3 where id = $1',
    [userId, version, at],
  );
}

export async function dogNamesOf(sql: Sql, userId: string): Promise<string[]> {
  const [row] = await sql.query<{ dog_names: string[] }>(
    'select dog_names from users where id = $1',
    [userId],
  );
  return row?.dog_names ?? [];
}

export async function saveDogNames(
  sql: Sql,
  userId: string,
  names: readonly string[],
): Promise<void> {
  await sql.query('update users set dog_names = $2::text[] where id = $1', [userId, names]);
}
