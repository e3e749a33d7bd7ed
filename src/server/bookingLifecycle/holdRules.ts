import { ERRORS } from '../../contract/errors';
import type { SessionUser } from '../auth/sessionsSql';
import { unpaidHolds } from '../bookings/holdsSql';
import type { Sql } from '../db/database';
import { locks, takeLock } from '../db/locks';
import { TooManyRequests } from '../http/errors';
import type { PaymentProviderName } from '../payments/provider';
import type { LifecycleContext } from './lifecycleContext';

/**
 * What one account may hold unpaid at once, so nobody can hold a whole day (or a season of
 * Saturdays) for nothing: sessions, counting each week of a series and each waiting-list offer,
 * and the checkouts they are paid through (a series' weeks share one). Decision 105.
 */
export const HOLD_ALLOWANCE = { slots: 12, checkouts: 2 } as const;

export function providerFor(
  deps: Pick<LifecycleContext, 'providers'>,
  user: Pick<SessionUser, 'isTest'>,
): PaymentProviderName {
  // Test accounts rehearse on the built-in checkout even where Stripe is set up.
  return user.isTest || !deps.providers.stripe ? 'test' : 'stripe';
}

/**
 * A new hold of `slots` sessions under one checkout must fit the account's allowance with what
 * it holds already: counted under the account's lock, in the transaction that then makes the
 * hold, so that requests at once, on any number of instances, take their turn.
 */
export async function checkHoldLimit(
  tx: Sql,
  userId: string,
  now: Date,
  holdMs: number,
  /** Sessions the new hold takes: one for Book Now, a series' weeks. */
  slots = 1,
): Promise<void> {
  await takeLock(tx, locks.customerHolds(userId));
  const holds = await unpaidHolds(tx, userId, now, holdMs);
  const fits =
    holds.checkouts + 1 <= HOLD_ALLOWANCE.checkouts && holds.slots + slots <= HOLD_ALLOWANCE.slots;
  if (fits) return;
  const frees = (holds.firstEnds ?? now).getTime();
  throw new TooManyRequests(
    'booking/hold-limit',
    ERRORS['booking/hold-limit'].message,
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
