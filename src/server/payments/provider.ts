/** A line of the checkout, as the seed's payment item: id 1–6, minutes as text, dog band, price. */
export interface CheckoutItem {
  id: number;
  time: string;
  dogs: string;
  priceInPence: number;
  /** What the customer reads on the checkout page. */
  description: string;
}

/** What a checkout is opened for: a booking (or a series' weeks, named by the first), or a pass. */
export type CheckoutOrder = { kind: 'booking'; id: number } | { kind: 'pass'; id: number };

export interface CheckoutRequest {
  order: CheckoutOrder;
  items: CheckoutItem[];
  /** What is charged: the items' total less any discount, worked out by the server. */
  amountPence: number;
  discountPercent: number | null;
  isTesting: boolean;
  customerEmail: string;
  /** When the hold ends: the checkout closes then (Stripe's no sooner than it allows). */
  expiresAt: Date;
  /** The park's, for telling the customer until when the hold lasts in its own time. */
  timeZone: string;
  successUrl: string;
  cancelUrl: string;
  /** Unique to this booking for all time, so a retried request opens no second checkout. */
  idempotencyKey: string;
}

export interface OpenedCheckout {
  reference: string;
  url: string;
}

export type CheckoutState =
  | { state: 'open' }
  | { state: 'expired' }
  | { state: 'paid'; amountPence: number; paymentReference: string };

export type PaymentProviderName = 'stripe' | 'test';

/** A hosted checkout and the refunds that go with it. Stripe, or our built-in test checkout. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Asks the provider how the checkout stands (for a visit to /pay-success, or a lost webhook). */
  checkoutState(reference: string): Promise<CheckoutState>;
  /** Closes an unpaid checkout so it can no longer be paid; answers how it ended up. */
  expireCheckout(reference: string): Promise<CheckoutState>;
  /** Refunds part or all of a payment; the same key never refunds twice. */
  refund(
    paymentReference: string,
    amountPence: number,
    idempotencyKey: string,
  ): Promise<{ reference: string }>;
}
