import type { FieldGate, ParkField } from '../../contract/parkFields';
import { parseBandLabel } from '../../domain/fieldSales';
import type { Sql } from '../db/database';
import { readShownFieldPhotos } from '../photos/shownPhotosSql';

/** A table's seven weekday hours as a JSON array, Monday first, null where closed. */
export const WEEKLY_OF = (table: string, where: string) => `
  select json_agg(case when h.opens is null then null else json_build_object(
           'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI')) end
         order by h.weekday)
    from ${table} h where ${where}`;

/**
 * The first field in the owner's order: the seed's field, and the one a one-field park has.
 * Migration 025's function, which the columns' defaults use too.
 */
export const FIRST_FIELD = 'first_field_id()';

interface FieldRow {
  id: string;
  name: string;
  description: string;
  size: string;
  max_dogs: number;
  lengths: number[];
  start_step_minutes: number | null;
  bands: string[];
  handover_minutes: number;
  retired: boolean;
  weekly: ParkField['hours']['weekly'];
  seasons: ParkField['hours']['seasons'];
  closed_dates: string[];
  prices: ParkField['prices'];
  access_kind: ParkField['access']['kind'];
  lock_minutes_after: number;
  lock_deadline_minutes: number;
}

/**
 * Every field of the park, in the owner's order, with its hours, closed dates and prices, as
 * anyone may know it: its lock's device is not read (decision 137; staff's `readFieldGates`).
 */
export async function readParkFields(sql: Sql): Promise<ParkField[]> {
  const rows = await sql.query<FieldRow>(`
    select f.id, f.name, f.description, f.size, f.max_dogs, f.lengths, f.start_step_minutes,
           f.bands, f.handover_minutes, f.retired_at is not null as retired,
           f.access_kind, f.lock_minutes_after, f.lock_deadline_minutes,
           (${WEEKLY_OF('field_hours', 'h.field_id = f.id')}) as weekly,
           (select coalesce(json_agg(json_build_object(
                     'name', z.name, 'from', to_char(z.starts, 'YYYY-MM-DD'),
                     'to', to_char(z.ends, 'YYYY-MM-DD'),
                     'weekly', (${WEEKLY_OF('park_season_hours', 'season_id = z.id')}))
                   order by z.starts), '[]'::json)
              from field_seasons z where z.field_id = f.id) as seasons,
           (select coalesce(json_agg(distinct to_char(c.day, 'YYYY-MM-DD')), '[]'::json)
              from closed_dates c where c.field_id is null or c.field_id = f.id) as closed_dates,
           (select coalesce(json_agg(json_build_object(
                     'band', p.dogs, 'minutes', p.minutes, 'pence', p.pence,
                     'weekendPence', p.weekend_pence)
                   order by p.item_id nulls last, p.dogs, p.minutes), '[]'::json)
              from field_prices p where p.field_id = f.id) as prices
      from fields f
     order by f.position, f.id`);
  const photos = await readShownFieldPhotos(sql);
  return rows.map(
    (row): ParkField => ({
      id: Number(row.id),
      name: row.name,
      description: row.description,
      size: row.size,
      maxDogs: row.max_dogs,
      lengths: [...row.lengths].sort((a, b) => a - b),
      startStepMinutes: row.start_step_minutes,
      bands: row.bands.flatMap((label) => parseBandLabel(label) ?? []),
      prices: row.prices,
      hours: { weekly: row.weekly, seasons: row.seasons },
      closedDates: [...row.closed_dates].sort(),
      handoverMinutes: row.handover_minutes,
      retired: row.retired,
      access: {
        kind: row.access_kind,
        minutesAfter: row.lock_minutes_after,
        deadlineMinutes: row.lock_deadline_minutes,
      },
      photos: photos.get(Number(row.id)) ?? [],
    }),
  );
}

/** Each field's gate as staff set it, its lock's device included, in the owner's order. */
export async function readFieldGates(sql: Sql): Promise<FieldGate[]> {
  const rows = await sql.query<{
    id: string;
    access_kind: FieldGate['access']['kind'];
    lock_device_id: string | null;
    lock_minutes_after: number;
    lock_deadline_minutes: number;
  }>(`
    select id, access_kind, lock_device_id, lock_minutes_after, lock_deadline_minutes
      from fields
     order by position, id`);
  return rows.map((row) => ({
    fieldId: Number(row.id),
    access: {
      kind: row.access_kind,
      lockDeviceId: row.lock_device_id,
      minutesAfter: row.lock_minutes_after,
      deadlineMinutes: row.lock_deadline_minutes,
    },
  }));
}
