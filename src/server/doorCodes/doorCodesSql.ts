import { randomInt } from 'node:crypto';
import { drawWeekCode } from '../../domain/doorCodes';
import type { Sql } from '../db/database';

const randomCode = () => drawWeekCode((n) => randomInt(n));

/** Fields in id order, so that two statements drawing codes for the same fields lock them alike. */
const inKeyOrder = (fieldIds: readonly number[]) => [...fieldIds].sort((a, b) => a - b);

/** A week of a month, as the gate codes count them. */
export interface CodeWeek {
  year: number;
  month: number;
  week: number;
}

/** Draws the field's codes for any week of the month that has none; existing codes are kept. */
export async function ensureDoorCodes(
  sql: Sql,
  fieldId: number,
  year: number,
  month: number,
  now: Date,
): Promise<void> {
  await sql.query(
    `insert into door_codes (field_id, year, month, week, code, updated_at)
     select $8, $1, $2, week, (array[$3, $4, $5, $6])[week], $7
       from generate_series(1, 4) as week
     on conflict (field_id, year, month, week) do nothing`,
    [year, month, randomCode(), randomCode(), randomCode(), randomCode(), now, fieldId],
  );
}

/** The field's gate code for a week, drawn if it has none yet. */
export async function doorCode(
  sql: Sql,
  fieldId: number,
  { year, month, week }: CodeWeek,
  now: Date,
): Promise<string> {
  await ensureDoorCodes(sql, fieldId, year, month, now);
  const [row] = await sql.query<{ code: string }>(
    `select code from door_codes
      where field_id = $4 and year = $1 and month = $2 and week = $3`,
    [year, month, week, fieldId],
  );
  if (!row) throw new Error(`no door code for field ${fieldId}, ${year}-${month} week ${week}`);
  return row.code;
}

/**
 * Each field's gate code for a week, in two statements however many fields: codes are drawn
 * for the fields that have none that week (each its own, existing ones kept), then all are
 * read. Keyed by field.
 */
export async function doorCodesOfFields(
  sql: Sql,
  fieldIds: readonly number[],
  week: CodeWeek,
  now: Date,
): Promise<Map<number, string>> {
  const drawn = inKeyOrder(fieldIds).flatMap((fieldId) =>
    [1, 2, 3, 4].map((each) => ({ fieldId, each })),
  );
  await sql.query(
    `insert into door_codes (field_id, year, month, week, code, updated_at)
     select field_id, $4, $5, week, code, $6
       from unnest($1::bigint[], $2::int[], $3::text[]) as drawn (field_id, week, code)
     on conflict (field_id, year, month, week) do nothing`,
    [
      drawn.map((row) => row.fieldId),
      drawn.map((row) => row.each),
      drawn.map(() => randomCode()),
      week.year,
      week.month,
      now,
    ],
  );
  const rows = await sql.query<{ field_id: number | string; code: string }>(
    `select field_id, code from door_codes
      where field_id = any($1::bigint[]) and year = $2 and month = $3 and week = $4`,
    [fieldIds, week.year, week.month, week.week],
  );
  return new Map(rows.map((row) => [Number(row.field_id), row.code]));
}

/**
 * Every week's code of the months for the field, in two statements however many months: codes
 * are drawn for the weeks that have none (existing ones kept), then all are read. Keyed
 * 'year-month-week'.
 */
export async function codesOfMonths(
  sql: Sql,
  fieldId: number,
  months: ReadonlyArray<{ year: number; month: number }>,
  now: Date,
): Promise<Map<string, string>> {
  const weeks = months.flatMap(({ year, month }) =>
    [1, 2, 3, 4].map((week) => ({ year, month, week })),
  );
  await sql.query(
    `insert into door_codes (field_id, year, month, week, code, updated_at)
     select $6, year, month, week, code, $5
       from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as drawn (year, month, week, code)
     on conflict (field_id, year, month, week) do nothing`,
    [
      weeks.map((week) => week.year),
      weeks.map((week) => week.month),
      weeks.map((week) => week.week),
      weeks.map(() => randomCode()),
      now,
      fieldId,
    ],
  );
  const rows = await sql.query<{ year: number; month: number; week: number; code: string }>(
    `select year, month, week, code from door_codes
      where field_id = $2 and year * 100 + month = any($1::int[])`,
    [months.map(({ year, month }) => year * 100 + month), fieldId],
  );
  return new Map(rows.map((row) => [`${row.year}-${row.month}-${row.week}`, row.code]));
}

/**
 * Sets a week's code of the field, or draws a new one at random when `code` is null; answers
 * the code set.
 */
export async function setDoorCode(
  sql: Sql,
  fieldId: number,
  week: CodeWeek,
  code: string | null,
  now: Date,
): Promise<string> {
  await ensureDoorCodes(sql, fieldId, week.year, week.month, now);
  const [row] = await sql.query<{ code: string }>(
    `update door_codes set code = $4, updated_at = $5
      where field_id = $6 and year = $1 and month = $2 and week = $3
      returning code`,
    [week.year, week.month, week.week, code ?? randomCode(), now, fieldId],
  );
  if (!row) throw new Error('door code row missing after ensureDoorCodes');
  return row.code;
}

/** The field's code for a day, drawn the first time it is asked for. */
export async function dayCode(sql: Sql, fieldId: number, date: string, now: Date): Promise<string> {
  const kept = await storedDayCode(sql, fieldId, date);
  if (kept) return kept;
  const [drawn] = await sql.query<{ code: string }>(
    `insert into day_codes (field_id, day, code, updated_at) values ($1, $2, $3, $4)
     on conflict (field_id, day) do nothing
     returning code`,
    [fieldId, date, randomCode(), now],
  );
  if (drawn) return drawn.code;
  // Another transaction drew it first: the insert waited for that one to commit, and only a
  // later statement sees its row (a statement reads as of its own start). Decision 137.
  const theirs = await storedDayCode(sql, fieldId, date);
  if (!theirs) throw new Error(`no day code for field ${fieldId} on ${date}`);
  return theirs;
}

async function storedDayCode(sql: Sql, fieldId: number, date: string): Promise<string | null> {
  const [row] = await sql.query<{ code: string }>(
    'select code from day_codes where field_id = $1 and day = $2',
    [fieldId, date],
  );
  return row?.code ?? null;
}

/**
 * Each field's code for a day, in two statements however many fields: drawn for the fields
 * that have none that day (existing ones kept), then all read. Keyed by field.
 */
export async function dayCodesOfFields(
  sql: Sql,
  fieldIds: readonly number[],
  date: string,
  now: Date,
): Promise<Map<number, string>> {
  await sql.query(
    `insert into day_codes (field_id, day, code, updated_at)
     select field_id, $3, code, $4
       from unnest($1::bigint[], $2::text[]) as drawn (field_id, code)
     on conflict (field_id, day) do nothing`,
    [inKeyOrder(fieldIds), fieldIds.map(() => randomCode()), date, now],
  );
  const rows = await sql.query<{ field_id: number | string; code: string }>(
    'select field_id, code from day_codes where field_id = any($1::bigint[]) and day = $2',
    [fieldIds, date],
  );
  return new Map(rows.map((row) => [Number(row.field_id), row.code]));
}
