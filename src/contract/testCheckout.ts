/** The built-in test checkout page's view of one checkout. */
export interface TestCheckoutView {
  reference: string;
  bookingId: number;
  items: Array<{ description: string; priceInPence: number }>;
  amountPence: number;
  status: 'open' | 'complete' | 'expired';
  expiresAt: string;
  successUrl: string;
  cancelUrl: string;
  email: string;
}
