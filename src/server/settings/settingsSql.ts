import type {
  BookingRulesSection,
  FeaturesSection,
  OpeningSection,
  ParkSection,
  PricesSection,
  VideosSection,
} from '../../contract/settings';
import { normaliseVatNumber } from '../../domain/vatNumbers';
import type { Sql } from '../db/database';
import { FIRST_FIELD } from '../park/fieldsSql';
import { readPublicPark } from '../park/parkSql';
import { writeFieldHours } from './fieldSettingsSql';

// Each section of the Settings area, read from and written to the park's tables.

/** Only the invoice prints it, so the public park leaves it out. */
async function readVatNumber(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ vat_number: string }>(
    'select vat_number from park_settings where id = 1',
  );
  return row?.vat_number ?? '';
}

export async function readParkSection(sql: Sql): Promise<ParkSection> {
  const park = await readPublicPark(sql);
  return {
    name: park.name,
    phone: park.phone,
    email: park.email,
    addressLines: park.addressLines,
    map: park.map,
    social: park.social,
    vatNumber: await readVatNumber(sql),
  };
}

export async function writeParkSection(sql: Sql, park: ParkSection): Promise<void> {
  await sql.query(
    `update park_settings set name = $1, phone = $2, email = $3, address_lines = $4,
            map_lat = $5, map_lng = $6, social_label = $7, social_url = $8, vat_number = $9
      where id = 1`,
    [
      park.name.trim(),
      park.phone.trim(),
      park.email.trim(),
      park.addressLines.map((line) => line.trim()).filter(Boolean),
      park.map.lat,
      park.map.lng,
      park.social.label.trim(),
      park.social.url.trim(),
      normaliseVatNumber(park.vatNumber),
    ],
  );
}

export async function readOpeningSection(sql: Sql): Promise<OpeningSection> {
  const park = await readPublicPark(sql);
  return {
    openingDate: park.openingDate,
    openingNotice: park.openingNotice,
    aboutNotice: park.aboutNotice,
    hours: park.hours,
  };
}

// The sections of today's Settings edit the first field: a park of one field is the seed's.

export async function writeOpeningSection(sql: Sql, opening: OpeningSection): Promise<void> {
  await sql.query(
    `update park_settings set opening_date = $1, opening_notice = $2, about_notice = $3,
            about_notice_shown = $4
      where id = 1`,
    [
      opening.openingDate,
      opening.openingNotice.trim(),
      opening.aboutNotice.text.trim(),
      opening.aboutNotice.shown,
    ],
  );
  const [first] = await sql.query<{ id: number | string }>(`select ${FIRST_FIELD} as id`);
  if (!first) throw new Error('the park has no field: the migrations did not run');
  await writeFieldHours(sql, Number(first.id), opening.hours);
}

export async function readBookingRulesSection(sql: Sql): Promise<BookingRulesSection> {
  const park = await readPublicPark(sql);
  return {
    slotLengths: park.slots.steps,
    windowMonths: park.bookingWindowMonths,
    checkoutHoldMinutes: park.checkoutHoldMinutes,
    cancellationCutoffHours: park.cancellationCutoffHours,
    reminderHours: park.reminderHours,
    arrivalMinutes: park.arrivalMinutesBefore,
    maxDogs: park.maxDogs,
    handoverMinutes: park.handoverMinutes,
    waitlistOfferMinutes: park.waitlistOfferMinutes,
  };
}

export async function writeBookingRulesSection(
  sql: Sql,
  rules: BookingRulesSection,
): Promise<void> {
  await sql.query(
    `update park_settings set booking_window_months = $1, checkout_hold_minutes = $2,
            cancellation_cutoff_hours = $3, reminder_hours = $4, arrival_minutes_before = $5,
            waitlist_offer_minutes = $6
      where id = 1`,
    [
      rules.windowMonths,
      rules.checkoutHoldMinutes,
      rules.cancellationCutoffHours,
      rules.reminderHours,
      rules.arrivalMinutes,
      rules.waitlistOfferMinutes,
    ],
  );
  await sql.query(
    `update fields set lengths = $1, max_dogs = $2, handover_minutes = $3
      where id = ${FIRST_FIELD}`,
    [[...rules.slotLengths].sort((a, b) => a - b), rules.maxDogs, rules.handoverMinutes],
  );
}

export async function readPricesSection(sql: Sql): Promise<PricesSection> {
  return sql.query<PricesSection[number]>(
    `select dogs, minutes, pence from field_prices
      where field_id = ${FIRST_FIELD} and item_id is not null order by item_id`,
  );
}

/** New prices apply to bookings made from now on; a booking keeps the price it was sold at. */
export async function writePricesSection(sql: Sql, prices: PricesSection): Promise<void> {
  for (const row of prices) {
    await sql.query(
      `update field_prices set pence = $3
        where field_id = ${FIRST_FIELD} and dogs = $1 and minutes = $2`,
      [row.dogs, row.minutes, row.pence],
    );
  }
}

export async function readFeaturesSection(sql: Sql): Promise<FeaturesSection> {
  const [row] = await sql.query<{
    discounts_enabled: boolean;
    first50_event_active: boolean;
    owner_notices: boolean;
    mobile_ask: FeaturesSection['mobileAsk'];
  }>(
    'select discounts_enabled, first50_event_active, owner_notices, mobile_ask from park_settings where id = 1',
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return {
    discountsEnabled: row.discounts_enabled,
    first50EventActive: row.first50_event_active,
    ownerNotices: row.owner_notices,
    mobileAsk: row.mobile_ask,
  };
}

export async function writeFeaturesSection(sql: Sql, features: FeaturesSection): Promise<void> {
  await sql.query(
    `update park_settings set discounts_enabled = $1, first50_event_active = $2, owner_notices = $3,
            mobile_ask = $4
      where id = 1`,
    [
      features.discountsEnabled,
      features.first50EventActive,
      features.ownerNotices,
      features.mobileAsk,
    ],
  );
}

export async function readVideosSection(sql: Sql): Promise<VideosSection> {
  const park = await readPublicPark(sql);
  return park.videos.map((video) => ({ title: video.title, url: video.embedUrl ?? '' }));
}

/** The videos as stored: titles, and embed addresses (null until one is set). */
export async function writeVideosSection(
  sql: Sql,
  videos: { title: string; embedUrl: string | null }[],
): Promise<void> {
  await sql.query('update park_settings set about_videos = $1::jsonb where id = 1', [
    JSON.stringify(videos),
  ]);
}

export interface LastChange {
  at: Date;
  by: string;
}

export async function readLastChanges(sql: Sql): Promise<Map<string, LastChange>> {
  const rows = await sql.query<{ section: string; changed_at: Date; changed_by: string }>(
    'select section, changed_at, changed_by from settings_changes',
  );
  return new Map(rows.map((row) => [row.section, { at: row.changed_at, by: row.changed_by }]));
}

export async function noteChange(sql: Sql, section: string, change: LastChange): Promise<void> {
  await sql.query(
    `insert into settings_changes (section, changed_at, changed_by) values ($1, $2, $3)
     on conflict (section) do update set changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
    [section, change.at, change.by],
  );
}
