import type { PublicPark } from '../../contract/park';
import { readSettings, type Sql } from '../db/database';
import { readShownPhotos } from '../photos/shownPhotosSql';

interface ParkRow {
  name: string;
  phone: string;
  email: string;
  address_lines: string[];
  map_lat: number;
  map_lng: number;
  social_label: string;
  social_url: string;
  time_zone: string;
  opening_date: string;
  opening_notice: string;
  slot_steps: number[];
  booking_window_months: number;
  handover_minutes: number;
  about_notice: string;
  about_notice_shown: boolean;
  weekly: PublicPark['hours']['weekly'];
  seasons: PublicPark['hours']['seasons'];
  max_dogs: number;
  checkout_hold_minutes: number;
  waitlist_offer_minutes: number;
  cancellation_cutoff_hours: number;
  arrival_minutes_before: number;
  reminder_hours: number;
  discounts_enabled: boolean;
  first50_event_active: boolean;
  about_videos: PublicPark['videos'];
  closed_dates: string[];
  prices: PublicPark['prices'];
}

/** A table's seven weekday hours as a JSON array, Monday first, null where closed. */
const WEEKLY_OF = (table: string, where: string) => `
  select json_agg(case when h.opens is null then null else json_build_object(
           'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI')) end
         order by h.weekday)
    from ${table} h where ${where}`;

/** The park's public settings, hours, closed dates, prices and photos (kept in memory). */
export function readPublicPark(sql: Sql): Promise<PublicPark> {
  return readSettings(sql, 'park', readParkTables);
}

async function readParkTables(sql: Sql): Promise<PublicPark> {
  const [row] = await sql.query<ParkRow>(`
    select s.name, s.phone, s.email, s.address_lines, s.map_lat, s.map_lng,
           s.social_label, s.social_url, s.time_zone, s.opening_date, s.opening_notice,
           s.slot_steps, s.booking_window_months, s.handover_minutes,
           s.about_notice, s.about_notice_shown,
           (${WEEKLY_OF('park_hours', 'true')}) as weekly,
           (select coalesce(json_agg(json_build_object(
                     'name', z.name, 'from', to_char(z.starts, 'YYYY-MM-DD'),
                     'to', to_char(z.ends, 'YYYY-MM-DD'),
                     'weekly', (${WEEKLY_OF('park_season_hours', 'season_id = z.id')}))
                   order by z.starts), '[]'::json)
              from park_seasons z) as seasons, s.max_dogs, s.checkout_hold_minutes, s.waitlist_offer_minutes, s.cancellation_cutoff_hours,
           s.arrival_minutes_before, s.reminder_hours, s.discounts_enabled, s.first50_event_active, s.about_videos,
           (select coalesce(json_agg(to_char(c.day, 'YYYY-MM-DD') order by c.day), '[]'::json)
              from closed_dates c) as closed_dates,
           (select coalesce(json_agg(json_build_object(
                     'id', p.id, 'dogs', p.dogs, 'minutes', p.minutes, 'pence', p.pence)
                   order by p.id), '[]'::json)
              from prices p) as prices
      from park_settings s
     where s.id = 1`);
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    addressLines: row.address_lines,
    map: { lat: row.map_lat, lng: row.map_lng },
    social: { label: row.social_label, url: row.social_url },
    timeZone: row.time_zone,
    openingDate: row.opening_date,
    openingNotice: row.opening_notice,
    closedDates: row.closed_dates,
    prices: row.prices,
    hours: { weekly: row.weekly, seasons: row.seasons },
    slots: { steps: row.slot_steps as (30 | 60)[] },
    bookingWindowMonths: row.booking_window_months,
    handoverMinutes: row.handover_minutes,
    aboutNotice: { text: row.about_notice, shown: row.about_notice_shown },
    maxDogs: row.max_dogs,
    checkoutHoldMinutes: row.checkout_hold_minutes,
    waitlistOfferMinutes: row.waitlist_offer_minutes,
    cancellationCutoffHours: row.cancellation_cutoff_hours,
    arrivalMinutesBefore: row.arrival_minutes_before,
    reminderHours: row.reminder_hours,
    flags: {
      discountsEnabled: row.discounts_enabled,
      first50EventActive: row.first50_event_active,
    },
    videos: row.about_videos,
    photos: await readShownPhotos(sql),
  };
}

/** The park as e-mails sign it. */
export async function readEmailSender(
  sql: Sql,
): Promise<{ parkName: string; phone: string; email: string }> {
  const [row] = await sql.query<{ name: string; phone: string; email: string }>(
    `select name, phone, email from park_settings where id = 1`,
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return { parkName: row.name, phone: row.phone, email: row.email };
}
