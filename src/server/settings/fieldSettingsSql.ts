// Settings → Fields: a field's row, its prices and its hours (decision 111).
import type { FieldSettings } from '../../contract/parkFields';
import { bandLabel } from '../../domain/fieldSales';
import type { OpeningHours, WeekHours } from '../../domain/openingHours';
import type { Sql } from '../db/database';

async function writeWeek(sql: Sql, fieldId: number, week: WeekHours): Promise<void> {
  await sql.query(
    `insert into field_hours (field_id, weekday, opens, closes)
     select $1, weekday, opens, closes
       from unnest($2::int[], $3::time[], $4::time[]) as day (weekday, opens, closes)`,
    [
      fieldId,
      week.map((_, index) => index + 1),
      week.map((day) => day?.opens ?? null),
      week.map((day) => day?.closes ?? null),
    ],
  );
}

async function writeSeasonWeek(sql: Sql, seasonId: number, week: WeekHours): Promise<void> {
  await sql.query(
    `insert into park_season_hours (season_id, weekday, opens, closes)
     select $1, weekday, opens, closes
       from unnest($2::int[], $3::time[], $4::time[]) as day (weekday, opens, closes)`,
    [
      seasonId,
      week.map((_, index) => index + 1),
      week.map((day) => day?.opens ?? null),
      week.map((day) => day?.closes ?? null),
    ],
  );
}

/** The field's prices, hours and seasons as given, replacing what it had. */
async function writeFieldParts(sql: Sql, fieldId: number, field: FieldSettings): Promise<void> {
  const { prices } = field.sales;
  // The seed's checkout item ids stay with the rows that have them.
  await sql.query(
    `delete from field_prices
      where field_id = $1
        and not (dogs, minutes) in (select * from unnest($2::text[], $3::int[]))`,
    [fieldId, prices.map((row) => row.band), prices.map((row) => row.minutes)],
  );
  await sql.query(
    `insert into field_prices (field_id, dogs, minutes, pence, weekend_pence)
     select $1, dogs, minutes, pence, weekend_pence
       from unnest($2::text[], $3::int[], $4::int[], $5::int[]) as p (dogs, minutes, pence, weekend_pence)
     on conflict (field_id, dogs, minutes)
       do update set pence = excluded.pence, weekend_pence = excluded.weekend_pence`,
    [
      fieldId,
      prices.map((row) => row.band),
      prices.map((row) => row.minutes),
      prices.map((row) => row.pence),
      prices.map((row) => row.weekendPence),
    ],
  );
  await writeFieldHours(sql, fieldId, field.hours);
}

/** A field's weekly hours and seasons as given, replacing what it had. */
export async function writeFieldHours(
  sql: Sql,
  fieldId: number,
  hours: OpeningHours,
): Promise<void> {
  await sql.query('delete from field_hours where field_id = $1', [fieldId]);
  await writeWeek(sql, fieldId, hours.weekly);
  await sql.query('delete from field_seasons where field_id = $1', [fieldId]);
  for (const season of hours.seasons) {
    const [row] = await sql.query<{ id: number }>(
      `insert into field_seasons (field_id, name, starts, ends) values ($1, $2, $3, $4)
       returning id`,
      [fieldId, season.name, season.from, season.to],
    );
    if (row) await writeSeasonWeek(sql, row.id, season.weekly);
  }
}

/** Left out of a request, how the field is opened stays as it was (null: keep). */
const accessValues = (field: FieldSettings) => [
  field.access?.kind ?? null,
  field.access ? field.access.lockDeviceId : null,
  field.access?.minutesAfter ?? null,
  field.access?.deadlineMinutes ?? null,
];

const rowValues = (field: FieldSettings) => [
  field.name,
  field.description,
  field.size,
  field.sales.maxDogs,
  [...field.sales.lengths].sort((a, b) => a - b),
  field.sales.startStepMinutes,
  field.sales.bands.map(bandLabel),
  field.handoverMinutes,
];

/** A new field, last in the owner's order; answers its id. */
export async function insertField(sql: Sql, field: FieldSettings): Promise<number> {
  const [row] = await sql.query<{ id: number | string }>(
    `insert into fields (position, name, description, size, max_dogs, lengths,
                         start_step_minutes, bands, handover_minutes, access_kind,
                         lock_device_id, lock_minutes_after, lock_deadline_minutes)
     values ((select coalesce(max(position), 0) + 1 from fields),
             $1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, 'week'), $10,
             coalesce($11, 10), coalesce($12, 120))
     returning id`,
    [...rowValues(field), ...accessValues(field)],
  );
  if (!row) throw new Error('insert into fields returned no id');
  const id = Number(row.id);
  await writeFieldParts(sql, id, field);
  return id;
}

/**
 * Closes a field to new bookings or opens it again; answers its name, or null when there is no
 * such field.
 */
export async function setFieldRetired(
  sql: Sql,
  id: number,
  retired: boolean,
  now: Date,
): Promise<string | null> {
  const [row] = await sql.query<{ name: string }>(
    `update fields set retired_at = case when $2 then coalesce(retired_at, $3) end
      where id = $1 returning name`,
    [id, retired, now],
  );
  return row?.name ?? null;
}

/** How many fields take new bookings. */
export async function openFieldCount(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    'select count(*)::int as n from fields where retired_at is null',
  );
  return row?.n ?? 0;
}

/** Changes a field; answers false when there is no such field. */
export async function updateField(sql: Sql, id: number, field: FieldSettings): Promise<boolean> {
  const changed = await sql.query(
    `update fields set name = $2, description = $3, size = $4, max_dogs = $5, lengths = $6,
            start_step_minutes = $7, bands = $8, handover_minutes = $9,
            access_kind = coalesce($10, access_kind),
            lock_device_id = case when $10 is null then lock_device_id else $11 end,
            lock_minutes_after = coalesce($12, lock_minutes_after),
            lock_deadline_minutes = coalesce($13, lock_deadline_minutes)
      where id = $1 returning id`,
    [id, ...rowValues(field), ...accessValues(field)],
  );
  if (changed.length === 0) return false;
  await writeFieldParts(sql, id, field);
  return true;
}

/** Every field's id and name in the park's order, held against a change until the transaction ends. */
export async function fieldsInOrderForUpdate(sql: Sql): Promise<{ id: number; name: string }[]> {
  const rows = await sql.query<{ id: number | string; name: string }>(
    'select id, name from fields order by position, id for update',
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Puts the fields in the order given (every field's id, once). */
export async function setFieldOrder(sql: Sql, ids: readonly number[]): Promise<void> {
  await sql.query(
    `update fields f set position = o.position
       from unnest($1::bigint[]) with ordinality as o (id, position)
      where f.id = o.id and f.position <> o.position`,
    [ids],
  );
}

/** How a field is opened now, as far as its lock goes; null when there is no such field. */
export async function fieldLockOf(
  sql: Sql,
  id: number,
): Promise<{ kind: string; lockDeviceId: string | null } | null> {
  const [row] = await sql.query<{ access_kind: string; lock_device_id: string | null }>(
    'select access_kind, lock_device_id from fields where id = $1',
    [id],
  );
  return row ? { kind: row.access_kind, lockDeviceId: row.lock_device_id } : null;
}
