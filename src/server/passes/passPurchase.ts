import type { BuyPassResponse, MyPass } from '../../contract/passes';
import { localDateAt } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import { passValidUntil } from '../../domain/passes';
import { AUTOMATIC, audit } from '../audit/auditSql';
import type { SessionUser } from '../auth/sessionsSql';
import { recordUserPayment } from '../auth/usersSql';
import { providerFor } from '../bookingLifecycle/holdRules';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { emailContextOf } from '../bookings/emailContext';
import { issuedPassInvoice } from '../bookings/invoicesSql';
import { locks, takeLock } from '../db/locks';
import { enqueueEmail } from '../email/outboxSql';
import { AppError, TooManyRequests } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import type { PaidCheckout } from '../payments/checkoutListener';
import { providerNamed } from '../payments/providers';
import { passBoughtEmail, passTermsWords } from './passEmails';
import {
  activatePass,
  attachPassCheckout,
  findPass,
  insertPendingPass,
  lapsedPassHolds,
  lockPassOfCheckout,
  markPassUnpaid,
  openPassCheckouts,
  type PassRecord,
  refusePassPayment,
} from './passesSql';
import { passTypeOnSale } from './passTypesSql';
import { myPassView } from './passView';

export type PassOutcome = 'confirmed' | 'already-confirmed' | 'unknown-checkout' | 'wrong-amount';

/** Holds a pass for the customer while they pay (one at a time), its terms as they stand now. */
async function holdPass(
  deps: LifecycleContext,
  user: SessionUser,
  passTypeId: number,
  now: Date,
): Promise<{ pass: PassRecord; holdExpiresAt: Date; timeZone: string }> {
  const park = await readPublicPark(deps.db);
  const holdExpiresAt = new Date(now.getTime() + park.checkoutHoldMinutes * 60_000);
  const passId = await deps.db.transaction(async (tx) => {
    const type = await passTypeOnSale(tx, passTypeId);
    if (!type || type.id === null) throw new AppError('pass/not-on-sale');
    await takeLock(tx, locks.customerHolds(user.id));
    if ((await openPassCheckouts(tx, user.id, now)) > 0) {
      throw new TooManyRequests(
        'pass/hold-limit',
        'You already have a pass waiting for payment. Pay for it on My bookings, or wait for its checkout to close.',
        park.checkoutHoldMinutes * 60,
      );
    }
    return insertPendingPass(
      tx,
      {
        userId: user.id,
        passTypeId: type.id,
        terms: type,
        isTest: user.isTest,
        checkoutProvider: providerFor(deps, user),
        holdExpiresAt,
      },
      now,
    );
  });
  const pass = await findPass(deps.db, passId);
  if (!pass) throw new Error(`pass ${passId} vanished`);
  return { pass, holdExpiresAt, timeZone: park.timeZone };
}

/** Buying a pass: it is held unpaid, and the checkout opened for its price. */
export async function buyPass(
  deps: LifecycleContext,
  user: SessionUser,
  passTypeId: number,
): Promise<BuyPassResponse> {
  const now = deps.clock.now();
  const { pass, holdExpiresAt, timeZone } = await holdPass(deps, user, passTypeId, now);
  try {
    const provider = providerNamed(deps.providers, providerFor(deps, user));
    const checkout = await provider.createCheckout({
      order: { kind: 'pass', id: pass.id },
      items: [
        {
          id: 0,
          time: String(pass.minutes),
          dogs: pass.dogs,
          priceInPence: pass.pricePence,
          description: `${pass.name}: ${passTermsWords(pass)}`,
        },
      ],
      amountPence: pass.pricePence,
      discountPercent: null,
      isTesting: user.isTest,
      customerEmail: user.email,
      expiresAt: holdExpiresAt,
      timeZone,
      successUrl: `${deps.publicUrl}/my-bookings?pass=${pass.id}`,
      cancelUrl: `${deps.publicUrl}/booking`,
      idempotencyKey: `checkout-pass-${pass.id}-${now.getTime()}`,
    });
    await attachPassCheckout(deps.db, pass.id, checkout, holdExpiresAt);
    return { passId: pass.id, checkoutUrl: checkout.url };
  } catch (error) {
    deps.log.error({ err: error, passId: pass.id }, 'could not open a checkout for a pass');
    await markPassUnpaid(deps.db, pass.id);
    throw new AppError('booking/checkout-failed');
  }
}

/**
 * The one way a pass becomes paid for (webhook, test checkout, or the customer's return): once,
 * however many callers at once. A payment that came after the checkout's time still makes the
 * pass good: no slot was held, so nothing stands in its way. A payment of another sum is
 * refunded in full.
 */
export async function confirmPaidPass(
  deps: LifecycleContext,
  paid: PaidCheckout,
): Promise<PassOutcome> {
  const outcome = await deps.db.transaction(async (tx): Promise<PassOutcome> => {
    const pass = await lockPassOfCheckout(tx, {
      provider: paid.provider,
      reference: paid.checkoutReference,
    });
    if (!pass) return 'unknown-checkout';
    // Told again of a payment already settled (confirmed, or refused and refunded).
    if (pass.paidAt || pass.paymentReference === paid.paymentReference) return 'already-confirmed';
    const now = deps.clock.now();
    if (paid.amountPence !== pass.pricePence) {
      await refusePassPayment(tx, pass.id, paid.paymentReference);
      const words = `paid ${formatPence(paid.amountPence)} instead of ${formatPence(pass.pricePence)}`;
      await audit(tx, AUTOMATIC, 'pass payment refused', `pass ${pass.id}: ${words}`, now);
      return 'wrong-amount';
    }
    const emails = await emailContextOf(tx, pass, deps.publicUrl, now);
    const validUntil = passValidUntil(localDateAt(now, emails.park.timeZone), pass.validMonths);
    await activatePass(tx, pass.id, {
      pence: paid.amountPence,
      reference: paid.paymentReference,
      at: now,
      validUntil,
    });
    await recordUserPayment(tx, pass.userId);
    const invoice = await issuedPassInvoice(
      tx,
      { id: pass.id, customerEmail: emails.customerEmail },
      now,
    );
    const active = { ...pass, status: 'active' as const, validUntil, paidAt: now };
    await enqueueEmail(tx, passBoughtEmail(active, emails, invoice), now);
    return 'confirmed';
  });
  if (outcome === 'confirmed') deps.outbox.wake();
  if (outcome === 'wrong-amount') await refundWrongAmount(deps, paid);
  return outcome;
}

/** Money that can't buy the pass goes straight back, once (the key is the payment's). */
async function refundWrongAmount(deps: LifecycleContext, paid: PaidCheckout): Promise<void> {
  if (paid.amountPence === 0) return;
  try {
    await providerNamed(deps.providers, paid.provider).refund(
      paid.paymentReference,
      paid.amountPence,
      `refund-pass-payment-${paid.paymentReference}`,
    );
  } catch (error) {
    deps.log.error({ err: error, paid }, 'could not refund a pass payment of the wrong amount');
  }
}

/** Asks a pass's checkout how it stands (closing it first when `close`), and confirms it if paid. */
async function confirmPassIfPaid(
  deps: LifecycleContext,
  pass: PassRecord,
  close: boolean,
): Promise<boolean> {
  if (!pass.checkoutProvider || !pass.checkoutReference) return false;
  const provider = providerNamed(deps.providers, pass.checkoutProvider);
  const state = close
    ? await provider.expireCheckout(pass.checkoutReference)
    : await provider.checkoutState(pass.checkoutReference);
  if (state.state !== 'paid') return false;
  await confirmPaidPass(deps, {
    provider: pass.checkoutProvider,
    checkoutReference: pass.checkoutReference,
    amountPence: state.amountPence,
    paymentReference: state.paymentReference,
  });
  return true;
}

/** Ends a pass's unpaid checkout: closed at the provider first, so it can't be paid after. */
export async function endPassHold(deps: LifecycleContext, passId: number): Promise<void> {
  const pass = await findPass(deps.db, passId);
  if (pass?.status !== 'pending') return;
  if (await confirmPassIfPaid(deps, pass, true)) return;
  await markPassUnpaid(deps.db, passId);
}

/** Ends every pass checkout whose time has run out; any instance may run it. */
export async function endLapsedPassHolds(deps: LifecycleContext): Promise<number> {
  let ended = 0;
  for (const id of await lapsedPassHolds(deps.db, deps.clock.now(), 20)) {
    try {
      await endPassHold(deps, id);
      ended += 1;
    } catch (error) {
      deps.log.warn({ err: error, passId: id }, 'could not end a pass checkout; will try again');
    }
  }
  return ended;
}

/** For the customer's return from the checkout: confirms the pass if it was paid meanwhile. */
export async function refreshPass(
  deps: LifecycleContext,
  user: SessionUser,
  passId: number,
): Promise<MyPass> {
  const pass = await findPass(deps.db, passId);
  if (!pass || pass.userId !== user.id) throw new AppError('pass/not-found');
  if (pass.status === 'pending') await confirmPassIfPaid(deps, pass, false);
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const fresh = (await findPass(deps.db, passId)) ?? pass;
  return myPassView(fresh, localDateAt(now, park.timeZone));
}
