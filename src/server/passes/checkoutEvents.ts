import { confirmPaidCheckout } from '../bookingLifecycle/confirmation';
import { endHold } from '../bookingLifecycle/holds';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { bookingsOfCheckout } from '../bookings/bookingRecordSql';
import type { CheckoutListener } from '../payments/checkoutListener';
import { passOfCheckout } from './passesSql';
import { confirmPaidPass, endPassHold } from './passPurchase';

/**
 * What happens when a provider reports on a checkout: it was opened for a booking (or a series'
 * weeks), or for a pass.
 */
export function checkoutEvents(deps: LifecycleContext): CheckoutListener {
  return {
    async paid(paid) {
      const outcome = await confirmPaidCheckout(deps, paid);
      return outcome === 'unknown-checkout' ? confirmPaidPass(deps, paid) : outcome;
    },
    async expired(checkout) {
      const reference = { provider: checkout.provider, reference: checkout.checkoutReference };
      const [booking] = await bookingsOfCheckout(deps.db, reference);
      if (booking) {
        await endHold(deps, booking.id);
        return;
      }
      const pass = await passOfCheckout(deps.db, reference);
      if (pass) await endPassHold(deps, pass.id);
    },
  };
}
