import { namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { localTimeAt } from '../../domain/dates';
import { gateCodeText } from '../../domain/doorCodes';
import type { BookingRecord } from './bookingRecordSql';

/**
 * The gate code a customer is shown for their booking: once it is paid and until it ends, so it
 * is still there while they stand at the gate; nobody is shown a code before paying.
 */
function customerGateCode(booking: BookingRecord, now: Date): string | null {
  const { bookingCode } = booking;
  if (booking.status !== 'complete' || booking.endsAt <= now || !bookingCode) return null;
  return gateCodeText(bookingCode);
}

/** What every view of a booking to its customer says, the same on every page that shows it. */
export function bookingFacts(
  booking: BookingRecord,
  park: Pick<PublicPark, 'timeZone' | 'fields'>,
  now: Date,
) {
  const { timeZone } = park;
  return {
    fieldName: namedField(park, booking),
    fieldId: booking.fieldId,
    date: booking.date,
    time: booking.time,
    endTime: localTimeAt(booking.endsAt, timeZone),
    minutes: booking.minutes,
    dogs: booking.dogs ?? String(booking.dogCount),
    listPricePence: booking.listPricePence,
    pricePence: booking.pricePence,
    discountPercent: booking.discountPercent,
    gateCode: customerGateCode(booking, now),
  };
}
