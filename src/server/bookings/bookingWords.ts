import { dateInWords, localTimeAt } from '../../domain/dates';
import { dogsInWords, lengthInWords } from '../../domain/fieldSales';
import type { BookingRecord } from './bookingRecordSql';

/** The words used for a booking in e-mails and on pages: one place, so they always agree. */
export function durationWords(minutes: number): string {
  return lengthInWords(minutes);
}

/** '5 dogs' where the number coming is known; the band ('5-6 dogs') for bookings made before. */
export function dogsWords(booking: Pick<BookingRecord, 'dogs' | 'dogCount'>): string {
  if (booking.dogCount !== null) return dogsInWords(booking.dogCount);
  return `${booking.dogs} dogs`;
}

export function whenWords(
  booking: Pick<BookingRecord, 'date' | 'time' | 'endsAt'>,
  timeZone: string,
): string {
  return `${dateInWords(booking.date)}, ${booking.time} to ${localTimeAt(booking.endsAt, timeZone)}`;
}

/** The checkout and invoice line: '1 hour, 5 dogs, 14th of June 2025 at 10:00'. */
export function itemWords(
  booking: Pick<BookingRecord, 'minutes' | 'dogs' | 'dogCount' | 'date' | 'time'>,
): string {
  return `${durationWords(booking.minutes)}, ${dogsWords(booking)}, ${dateInWords(booking.date)} at ${booking.time}`;
}
