import type { PublicPark } from '../../contract/park';
import { readSettings, type Sql } from '../db/database';
import { emailSenderOf } from '../email/emailSender';
import type { EmailSender } from '../email/render';
import { readShownPhotos } from '../photos/shownPhotosSql';
import { FIRST_FIELD, readParkFields } from './fieldsSql';

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
  booking_window_months: number;
  about_notice: string;
  about_notice_shown: boolean;
  checkout_hold_minutes: number;
  waitlist_offer_minutes: number;
  cancellation_cutoff_hours: number;
  arrival_minutes_before: number;
  reminder_hours: number;
  discounts_enabled: boolean;
  first50_event_active: boolean;
  about_videos: PublicPark['videos'];
  prices: PublicPark['prices'];
}

/** The park's public settings, hours, closed dates, prices and photos (kept in memory). */
export function readPublicPark(sql: Sql): Promise<PublicPark> {
  return readSettings(sql, 'park', readParkTables);
}

async function readParkTables(sql: Sql): Promise<PublicPark> {
  const [row] = await sql.query<ParkRow>(`
    select s.name, s.phone, s.email, s.address_lines, s.map_lat, s.map_lng,
           s.social_label, s.social_url, s.time_zone, s.opening_date, s.opening_notice,
           s.booking_window_months, s.about_notice, s.about_notice_shown,
           s.checkout_hold_minutes, s.waitlist_offer_minutes, s.cancellation_cutoff_hours,
           s.arrival_minutes_before, s.reminder_hours, s.discounts_enabled, s.first50_event_active, s.about_videos,
           (select coalesce(json_agg(json_build_object(
                     'id', p.item_id, 'dogs', p.dogs, 'minutes', p.minutes, 'pence', p.pence)
                   order by p.item_id), '[]'::json)
              from field_prices p
             where p.field_id = ${FIRST_FIELD} and p.item_id is not null) as prices
      from park_settings s
     where s.id = 1`);
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  const fields = await readParkFields(sql);
  const [first] = fields;
  if (!first) throw new Error('the park has no field: the migrations did not run');
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
    // The first field's, as a park of one field has always shown them.
    closedDates: first.closedDates,
    prices: row.prices,
    hours: first.hours,
    slots: { steps: first.lengths },
    bookingWindowMonths: row.booking_window_months,
    handoverMinutes: first.handoverMinutes,
    aboutNotice: { text: row.about_notice, shown: row.about_notice_shown },
    maxDogs: first.maxDogs,
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
    fields,
  };
}

/** The park as e-mails sign it, with its picture for their top at the public address. */
export async function readEmailSender(sql: Sql, publicUrl: string): Promise<EmailSender> {
  const [row] = await sql.query<{
    name: string;
    phone: string;
    email: string;
    address_lines: string[];
  }>(`select name, phone, email, address_lines from park_settings where id = 1`);
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  const photos = await readShownPhotos(sql);
  return emailSenderOf({ ...row, addressLines: row.address_lines, photos }, publicUrl);
}
