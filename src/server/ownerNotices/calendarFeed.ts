import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { namedField } from '../../contract/fieldChoice';
import { localDateAt } from '../../domain/dates';
import { gateCodeText } from '../../domain/doorCodes';
import { type CalendarEventInput, calendarFeed } from '../../domain/ics';
import { type Actor, audit } from '../audit/auditSql';
import { dogsWords, durationWords } from '../bookings/bookingWords';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { customerWords, paymentWords } from './ownerEmails';
import {
  confirmedBookingsBetween,
  type OwnerBooking,
  type OwnerPark,
  readFeedToken,
  readOwnerPark,
  replaceFeedToken,
} from './ownerNoticesSql';

export type FeedDeps = Pick<AppContext, 'db' | 'clock' | 'publicUrl'>;

/** 32 random bytes: 43 characters of base64url, too many to guess. */
const TOKEN_BYTES = 32;
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** How often a subscribed phone should fetch the feed again. */
const REFRESH_MINUTES = 60;

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

function addressOf(publicUrl: string, token: string): string {
  return `${publicUrl}/calendar/${token}.ics`;
}

/** The feed's address, or null while none has been made. */
export async function feedAddress(deps: FeedDeps): Promise<{ url: string | null }> {
  const token = await readFeedToken(deps.db);
  return { url: token ? addressOf(deps.publicUrl, token) : null };
}

/**
 * A new secret address for the feed: the old one stops answering at once. Activity notes who
 * did it, never the secret.
 */
export async function makeFeedAddress(deps: FeedDeps, actor: Actor): Promise<{ url: string }> {
  const token = newToken();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const earlier = await readFeedToken(tx);
    await replaceFeedToken(tx, token, actor.email, now);
    await audit(
      tx,
      actor,
      'calendar feed',
      earlier
        ? 'made a new calendar feed address; the old one no longer answers'
        : 'made the calendar feed address',
      now,
    );
  });
  return { url: addressOf(deps.publicUrl, token) };
}

/**
 * Someone who could read the feed's address in Settings no longer may (a super admin demoted,
 * or one who deleted their account): in the caller's transaction, the address they knew stops
 * answering and the super admins left find a new one in Settings. Activity says why, never the
 * secret. Nothing happens while no address has been made.
 */
export async function replaceFeedAddressAfterLeaving(
  tx: Sql,
  actor: Actor,
  why: string,
  now: Date,
): Promise<void> {
  if (!(await readFeedToken(tx))) return;
  await replaceFeedToken(tx, newToken(), actor.email, now);
  await audit(
    tx,
    actor,
    'calendar feed',
    `made a new calendar feed address, as ${why}; the old one no longer answers`,
    now,
  );
}

/** Compares digests, so how long it takes tells nothing of how much of the token was right. */
function sameToken(given: string, stored: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

function feedEvent(
  booking: OwnerBooking,
  park: OwnerPark,
  publicUrl: string,
  now: Date,
): CalendarEventInput {
  const code = booking.bookingCode ? ` Gate code ${gateCodeText(booking.bookingCode)}.` : '';
  return {
    // The booking's own: a calendar updates the event when the booking moves, never doubles it.
    uid: `owner-booking-${booking.id}@${new URL(publicUrl).hostname}`,
    stamp: now,
    sequence: booking.moveCount,
    date: booking.date,
    time: booking.time,
    // As the customer's own calendar file: what it holds the field for.
    minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    timeZone: park.timeZone,
    // Its field first where the park has several: 'Puppy paddock, 1 hour, 1-4 dogs: …'.
    summary: `${[namedField(park, booking), durationWords(booking.minutes)].filter(Boolean).join(', ')}, ${dogsWords(booking)}: ${customerWords(booking.customerEmail, booking)}`,
    description: `Booking number ${booking.id}. ${paymentWords(booking)}.${code}`,
    location: park.name,
    url: `${publicUrl}/admin`,
  };
}

async function feedText(sql: Sql, deps: FeedDeps): Promise<string> {
  const park = await readOwnerPark(sql);
  const now = deps.clock.now();
  // From the start of today, so that today's earlier bookings stay in view all day.
  const bookings = await confirmedBookingsBetween(sql, localDateAt(now, park.timeZone), null);
  return calendarFeed(
    bookings.map((booking) => feedEvent(booking, park, deps.publicUrl, now)),
    { name: `${park.name} bookings`, refreshMinutes: REFRESH_MINUTES },
  );
}

/**
 * The feed for whoever holds the secret address: every booking to come (paid and manual; not
 * holds, not cancelled) as iCalendar. Null for any other token, as for no feed at all.
 */
export async function calendarFeedFor(deps: FeedDeps, token: string): Promise<string | null> {
  const stored = await readFeedToken(deps.db);
  if (!stored || !sameToken(token, stored)) return null;
  return feedText(deps.db, deps);
}
