import type { SessionUser } from '../auth/sessionsSql';
import { lockCustomerHolds, unpaidHolds } from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { TooManyRequests } from '../http/errors';
import type { PaymentProviderName } from '../payments/provider';
import type { LifecycleDeps } from './lifecycleDeps';

/**
 * Unpaid holds one account may have at once, so nobody can hold a whole day for nothing. A
 * series' weeks, paid together, count as one.
 */
export const MAX_UNPAID_HOLDS = 2;

export function providerFor(
  deps: Pick<LifecycleDeps, 'providers'>,
  user: Pick<SessionUser, 'isTest'>,
): PaymentProviderName {
  // Test accounts rehearse on the built-in checkout even where Stripe is set up.
  return user.isTest || !deps.providers.stripe ? 'test' : 'stripe';
}

/** At most two unpaid holds an account: counted under the account's lock, on every instance. */
export async function checkHoldLimit(
  tx: Sql,
  userId: string,
  now: Date,
  holdMs: number,
): Promise<void> {
  await lockCustomerHolds(tx, userId);
  const holds = await unpaidHolds(tx, userId, now, holdMs);
  if (holds.count < MAX_UNPAID_HOLDS) return;
  const frees = (holds.firstEnds ?? now).getTime();
  throw new TooManyRequests(
    'booking/hold-limit',
    'You already have a booking waiting for payment.',
    (frees - now.getTime()) / 1000,
  );
}

/**
 * A hold lasts this long until its checkout is tied to it, and only then as long as the park
 * says: one whose checkout never got tied (the database went away in between, before the hold
 * could be freed either) frees its slot by itself soon, not after the whole hold. Longer than
 * a provider may take to open a checkout (Stripe: three tries of up to 20 s).
 */
export const CHECKOUT_OPENS_WITHIN_MS = 90_000;

export function untilCheckoutOpens(holdExpiresAt: Date, now: Date): Date {
  return new Date(Math.min(holdExpiresAt.getTime(), now.getTime() + CHECKOUT_OPENS_WITHIN_MS));
}
