import { randomInt } from 'node:crypto';
import { drawWeekCode } from '../../domain/doorCodes';
import type { Sql } from '../db/database';

const randomCode = () => drawWeekCode((n) => randomInt(n));

/** Draws codes for any week of the month that has none; existing codes are kept. */
export async function ensureDoorCodes(
  sql: Sql,
  year: number,
  month: number,
  now: Date,
): Promise<void> {
  await sql.query(
    `insert into door_codes (year, month, week, code, updated_at)
     select $1, $2, week, (array[$3, $4, $5, $6])[week], $7
       from generate_series(1, 4) as week
     on conflict (year, month, week) do nothing`,
    [year, month, randomCode(), randomCode(), randomCode(), randomCode(), now],
  );
}

export async function doorCode(
  sql: Sql,
  year: number,
  month: number,
  week: number,
  now: Date,
): Promise<string> {
  await ensureDoorCodes(sql, year, month, now);
  const [row] = await sql.query<{ code: string }>(
    `select code from door_codes where year = $1 and month = $2 and week = $3`,
    [year, month, week],
  );
  if (!row) throw new Error(`no door code for ${year}-${month} week ${week}`);
  return row.code;
}

/**
 * Every week's code of the months, in two statements however many months: codes are drawn for
 * the weeks that have none (existing ones kept), then all are read. Keyed 'year-month-week'.
 */
export async function codesOfMonths(
  sql: Sql,
  months: ReadonlyArray<{ year: number; month: number }>,
  now: Date,
): Promise<Map<string, string>> {
  const weeks = months.flatMap(({ year, month }) =>
    [1, 2, 3, 4].map((week) => ({ year, month, week })),
  );
  await sql.query(
    `insert into door_codes (year, month, week, code, updated_at)
     select year, month, week, code, $5
       from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as drawn (year, month, week, code)
     on conflict (year, month, week) do nothing`,
    [
      weeks.map((week) => week.year),
      weeks.map((week) => week.month),
      weeks.map((week) => week.week),
      weeks.map(() => randomCode()),
      now,
    ],
  );
  const rows = await sql.query<{ year: number; month: number; week: number; code: string }>(
    'select year, month, week, code from door_codes where year * 100 + month = any($1::int[])',
    [months.map(({ year, month }) => year * 100 + month)],
  );
  return new Map(rows.map((row) => [`${row.year}-${row.month}-${row.week}`, row.code]));
}

/** Sets a week's code, or draws a new one at random when `code` is null; answers the code set. */
export async function setDoorCode(
  sql: Sql,
  week: { year: number; month: number; week: number },
  code: string | null,
  now: Date,
): Promise<string> {
  await ensureDoorCodes(sql, week.year, week.month, now);
  const [row] = await sql.query<{ code: string }>(
    `update door_codes set code = $4, updated_at = $5
      where year = $1 and month = $2 and week = $3
      returning code`,
    [week.year, week.month, week.week, code ?? randomCode(), now],
  );
  if (!row) throw new Error('door code row missing after ensureDoorCodes');
  return row.code;
}
