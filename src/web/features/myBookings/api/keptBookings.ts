import { z } from 'zod';
import { type MyBookingsResponse, myBookingSchema } from '../../../../contract/bookings';
import { type PublicPark, publicParkSchema } from '../../../../contract/park';
import { instantOf } from '../../../../domain/zonedTime';
import {
  forgetKeptItem,
  type KeptAccount,
  keepForAccount,
  keptForAccount,
} from '../../../lib/deviceKeeping';

/**
 * The last My bookings answer, kept on the device for the account it was for (decision 116), so
 * that the bookings to come, with their gate codes, open with no signal. Only what the gate
 * needs is kept: the paid bookings not yet over, and where the park is. Kept no longer than a
 * session lasts (30 days); a booking once over is not shown.
 */
export const KEPT_BOOKINGS = 'my-bookings';

/** A session lasts 30 days (SESSION_LIFETIME_MS): nothing kept outlives the session it came in. */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

const keptParkSchema = publicParkSchema.pick({
  name: true,
  addressLines: true,
  map: true,
  arrivalMinutesBefore: true,
  timeZone: true,
});
export type KeptPark = z.infer<typeof keptParkSchema>;

const keptBookingsSchema = z.object({
  version: z.literal(1),
  /** The server's time when the answer came (the park's clock, not the device's). */
  keptAt: z.string().datetime({ offset: true }),
  /** The device's clock then, in milliseconds: the time since is measured on it. */
  deviceAt: z.number(),
  upcoming: z.array(myBookingSchema),
  park: keptParkSchema,
});
export type KeptBookings = z.infer<typeof keptBookingsSchema>;

/**
 * Keeps the account's paid bookings to come from a My bookings answer, and where the park is;
 * `serverNow` is the server's time as the page knows it, `deviceNow` the device's clock.
 */
export function keepBookings(
  account: KeptAccount,
  answer: MyBookingsResponse,
  park: PublicPark,
  serverNow: Date,
  deviceNow = Date.now(),
): void {
  const kept: KeptBookings = {
    version: 1,
    keptAt: serverNow.toISOString(),
    deviceAt: deviceNow,
    upcoming: answer.upcoming.filter((booking) => booking.status === 'complete'),
    park: keptParkSchema.parse(park),
  };
  keepForAccount(account, KEPT_BOOKINGS, kept);
}

/** The server's time now, worked out from when the bookings were kept and the device's clock. */
export function estimatedNow(kept: KeptBookings, deviceNow = Date.now()): Date {
  return new Date(Date.parse(kept.keptAt) + Math.max(0, deviceNow - kept.deviceAt));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a booking ends (a session ending at midnight ends on the next day). */
function endOf(booking: KeptBookings['upcoming'][number], timeZone: string): Date {
  const end = instantOf(booking.date, booking.endTime, timeZone);
  return booking.endTime > booking.time ? end : new Date(end.getTime() + DAY_MS);
}

/**
 * What the device keeps for this account, without the bookings over since; null when it keeps
 * nothing for it (nothing kept, another account's, unreadable, or older than a session).
 */
export function keptBookings(accountId: string, deviceNow = Date.now()): KeptBookings | null {
  const stored = keptForAccount(accountId, KEPT_BOOKINGS);
  if (stored === null) return null;
  const parsed = keptBookingsSchema.safeParse(stored);
  if (!parsed.success) {
    forgetKeptItem(KEPT_BOOKINGS);
    return null;
  }
  const kept = parsed.data;
  const now = estimatedNow(kept, deviceNow);
  if (now.getTime() - Date.parse(kept.keptAt) >= KEPT_FOR_MS) {
    forgetKeptItem(KEPT_BOOKINGS);
    return null;
  }
  const upcoming = kept.upcoming.filter(
    (booking) => endOf(booking, kept.park.timeZone).getTime() > now.getTime(),
  );
  return { ...kept, upcoming };
}

/** When the bookings were kept, in the park's time: '14:05, 28 November'. */
export function keptAtWords(kept: KeptBookings): string {
  const at = new Date(kept.keptAt);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: kept.park.timeZone,
  }).format(at);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: kept.park.timeZone,
  }).format(at);
  return `${time}, ${day}`;
}
