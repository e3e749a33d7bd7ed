import type { PaymentProviderName } from './provider';

/** A checkout the provider says was paid, and what it says was taken. */
export interface PaidCheckout {
  provider: PaymentProviderName;
  checkoutReference: string;
  amountPence: number;
  paymentReference: string;
}

/**
 * Who is told what a provider reports of a checkout (its webhook, our test checkout page).
 * Payments know nothing of what was bought: the booking life cycle listens.
 */
export interface CheckoutListener {
  /** Answers what came of it, for the log. */
  paid(paid: PaidCheckout): Promise<string>;
  /** The checkout can no longer be paid. */
  expired(checkout: { provider: PaymentProviderName; checkoutReference: string }): Promise<void>;
}
