import type { BookingDetail, BookingRefund } from '../../contract/bookingDetail';
import { namedField } from '../../contract/fieldChoice';
import { localTimeAt } from '../../domain/dates';
import { activityAbout } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { bookingsOfSeries } from '../bookings/bookingRecordSql';
import { dogsWords } from '../bookings/bookingWords';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import {
  findPaymentForRefund,
  type RefundablePayment,
  type RefundRecord,
  refundableOf,
  refundsOfBooking,
} from '../payments/refundsSql';
import { emailsAbout, findBookingWithPeople } from './bookingDetailSql';

function paymentView(payment: RefundablePayment | null): BookingDetail['payment'] {
  if (!payment) return null;
  return {
    id: payment.id,
    provider: payment.provider,
    providerReference: payment.providerReference,
    amountPence: payment.amountPence,
    refundedPence: payment.refundedPence,
    refundablePence: refundableOf(payment),
    refundStatus: payment.refundStatus,
    paidAt: payment.paidAt.toISOString(),
  };
}

function refundView(refund: RefundRecord): BookingRefund {
  return {
    id: refund.id,
    amountPence: refund.amountPence,
    reason: refund.reason,
    status: refund.status,
    providerReference: refund.providerReference,
    error: refund.error,
    cancel: refund.cancel,
    at: (refund.doneAt ?? refund.triedAt).toISOString(),
    by: refund.byEmail,
  };
}

/** Everything about one booking, for every admin: 404 when there is no such booking. */
export async function bookingDetail(
  deps: Pick<LifecycleContext, 'db'>,
  id: number,
): Promise<BookingDetail> {
  const found = await findBookingWithPeople(deps.db, id);
  if (!found) throw new AppError('booking/not-found');
  const { booking } = found;
  const park = await readPublicPark(deps.db);
  const [payment, refunds, emails, activity] = [
    await findPaymentForRefund(deps.db, id),
    await refundsOfBooking(deps.db, id),
    await emailsAbout(deps.db, id),
    await activityAbout(deps.db, id),
  ];
  return {
    id: booking.id,
    status: booking.status,
    isManual: booking.isManual,
    isTest: booking.isTest,
    customer: found.customer,
    date: booking.date,
    time: booking.time,
    fieldName: namedField(park, booking),
    endTime: localTimeAt(booking.endsAt, park.timeZone),
    minutes: booking.minutes,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    dogs: dogsWords(booking),
    pricedAs: booking.dogs && booking.dogCount !== null ? booking.dogs : null,
    series:
      booking.seriesId === null
        ? null
        : (await bookingsOfSeries(deps.db, booking.seriesId)).map((week) => ({
            id: week.id,
            date: week.date,
            time: week.time,
            status: week.status,
          })),
    rules:
      booking.rulesVersion !== null && booking.rulesAcceptedAt
        ? { version: booking.rulesVersion, acceptedAt: booking.rulesAcceptedAt.toISOString() }
        : null,
    gateCode: booking.bookingCode,
    listPricePence: booking.listPricePence,
    pricePence: booking.pricePence,
    discount:
      booking.discountId !== null
        ? { code: found.discountCode, percent: booking.discountPercent ?? 0 }
        : null,
    holdExpiresAt:
      booking.status === 'pending' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    moveCount: booking.moveCount,
    createdAt: booking.createdAt.toISOString(),
    completedAt: booking.completedAt?.toISOString() ?? null,
    cancelledAt: found.cancelledAt?.toISOString() ?? null,
    cancelReason: found.cancelReason,
    payment: paymentView(payment),
    pass: found.pass,
    refunds: refunds.map(refundView),
    emails,
    activity,
    customerEmail: found.contact.email,
    customerName: found.contact.name,
    customerMobile: found.contact.mobile,
  };
}
