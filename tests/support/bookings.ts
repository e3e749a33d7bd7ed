import type { CreateBookingRequest } from '../../src/contract/bookings';
import type { TestApp } from './testApp';

/** A Saturday in June 2025, inside the window the tests' clock (1 May 2025) opens. */
export const BOOKING_DAY = '2025-06-14';

/** The version a new park's site rules are at: a test's customer ticks it with Book Now. */
export const FIRST_RULES_VERSION = 1;

/** The name a test's customer gives with Book Now, as the page asks at a first booking. */
export const TEST_CONTACT = { name: 'Sam Walker' } as const;

export function slot(
  time: string,
  minutes: 30 | 60 = 30,
  dogs: '1-4' | '5-6' | '7-8' = '1-4',
): CreateBookingRequest {
  return {
    date: BOOKING_DAY,
    time,
    minutes,
    dogs,
    rulesVersion: FIRST_RULES_VERSION,
    contact: TEST_CONTACT,
  };
}

export async function outboxFor(t: TestApp, to: string) {
  return t.database.db.query<{
    dedupe_key: string;
    subject: string;
    text: string;
    html: string;
    attachments: unknown[];
  }>(
    'select dedupe_key, subject, text, html, attachments from email_outbox where lower(to_address) = lower($1) order by id',
    [to],
  );
}

export async function bookingRow(t: TestApp, id: number) {
  const [row] = await t.database.db.query<{
    status: string;
    price_pence: number;
    list_price_pence: number;
    discount_percent: number | null;
    booking_code: string | null;
    payment_id: number | null;
  }>(
    'select status, price_pence, list_price_pence, discount_percent, booking_code, payment_id from bookings where id = $1',
    [id],
  );
  return row;
}

export async function addDiscount(
  t: TestApp,
  discount: { name?: string; code: string; percent: number; maxUsage: number },
) {
  const [row] = await t.database.db.query<{ id: number }>(
    `insert into discounts (name, code, percent, max_usage, created_at) values ($1, $2, $3, $4, $5) returning id`,
    [
      discount.name ?? discount.code,
      discount.code,
      discount.percent,
      discount.maxUsage,
      t.clock.now(),
    ],
  );
  return row?.id ?? 0;
}

export async function discountUsage(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db.query<{ usage: number }>(
    'select usage from discounts where code = $1',
    [code],
  );
  return row?.usage ?? -1;
}
