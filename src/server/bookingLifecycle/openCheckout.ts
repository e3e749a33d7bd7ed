import { fieldWithId, firstField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { priceItemId } from '../../domain/pricing';
import type { SessionUser } from '../auth/sessionsSql';
import { itemWords } from '../bookings/bookingWords';
import { attachCheckout, type NewPendingBooking } from '../bookings/holdsSql';
import { AppError } from '../http/errors';
import type { CheckoutItem } from '../payments/provider';
import { providerNamed } from '../payments/providers';
import { freeHold } from './holds';
import type { LifecycleContext } from './lifecycleContext';

/** A booking held, and what it is to be paid for it. */
export interface HeldBooking {
  bookingId: number;
  hold: Pick<
    NewPendingBooking,
    | 'fieldId'
    | 'date'
    | 'time'
    | 'minutes'
    | 'dogs'
    | 'listPricePence'
    | 'checkoutProvider'
    | 'holdExpiresAt'
  >;
  pricePence: number;
}

/** What one checkout pays for: a booking, or the weeks of a series, held together. */
export interface HeldOrder {
  bookings: readonly HeldBooking[];
  discountPercent: number | null;
}

/** A checkout line; with two or more fields it starts with the field's name. */
function itemOf(park: PublicPark, { hold }: HeldBooking): CheckoutItem {
  const words = itemWords({ ...hold, dogCount: null });
  const onFirst = hold.fieldId === firstField(park).id;
  return {
    // The seed's item ids (1–6) are the first field's; other fields' lines have none.
    id: (onFirst ? priceItemId(park.prices, hold.dogs, hold.minutes) : null) ?? 0,
    time: String(hold.minutes),
    dogs: hold.dogs,
    priceInPence: hold.listPricePence,
    description:
      park.fields.length > 1 ? `${fieldWithId(park, hold.fieldId).name}: ${words}` : words,
  };
}

/**
 * Opens the provider's checkout for held bookings and ties it to them: from then on they are held
 * until the first's `holdExpiresAt`. The first booking names the checkout: the page after payment
 * and the way back from an abandoned checkout both start from it. Answers where to send the
 * browser; a provider that fails throws, and the holds are the caller's to keep or free.
 */
export async function openCheckoutFor(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  order: HeldOrder,
  now: Date,
): Promise<string> {
  const [first] = order.bookings;
  if (!first) throw new Error('a checkout for nothing');
  const { hold } = first;
  const checkout = await providerNamed(deps.providers, hold.checkoutProvider).createCheckout({
    order: { kind: 'booking', id: first.bookingId },
    items: order.bookings.map((held) => itemOf(park, held)),
    amountPence: order.bookings.reduce((sum, held) => sum + held.pricePence, 0),
    discountPercent: order.discountPercent,
    isTesting: user.isTest,
    customerEmail: user.email,
    expiresAt: hold.holdExpiresAt,
    timeZone: park.timeZone,
    successUrl: `${deps.publicUrl}/pay-success/${first.bookingId}`,
    cancelUrl: `${deps.publicUrl}/booking?cancelled=${first.bookingId}`,
    idempotencyKey: `checkout-booking-${first.bookingId}-${now.getTime()}`,
  });
  const ids = order.bookings.map((held) => held.bookingId);
  await attachCheckout(deps.db, ids, checkout, hold.holdExpiresAt);
  return checkout.url;
}

/** As openCheckoutFor, for holds just made: if it can't, they are freed (a series' together). */
export async function openCheckout(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  order: HeldOrder,
  now: Date,
): Promise<string> {
  try {
    return await openCheckoutFor(deps, user, park, order, now);
  } catch (error) {
    const ids = order.bookings.map((held) => held.bookingId);
    deps.log.error({ err: error, bookingIds: ids }, 'could not open a checkout; hold released');
    const [first] = order.bookings;
    if (first) await freeHold(deps, first.bookingId);
    throw new AppError('booking/checkout-failed');
  }
}
