import type { CheckoutListener } from '../payments/checkoutListener';
import { confirmPaidCheckout } from './confirmation';
import { endHold } from './holds';
import type { LifecycleDeps } from './lifecycleDeps';

/** What the booking life cycle does when a provider reports on a checkout. */
export function checkoutEvents(deps: LifecycleDeps): CheckoutListener {
  return {
    paid: (paid) => confirmPaidCheckout(deps, paid),
    async expired(bookingId) {
      await endHold(deps, bookingId);
    },
  };
}
