import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from './provider';
import { holdMessage } from './stripeProvider';

const now = new Date('2025-06-14T13:02:00Z');
const item = { id: 1, time: '60', dogs: '1-4', priceInPence: 1100, description: '1 hour' };

function request(changes: Partial<CheckoutRequest>): CheckoutRequest {
  return {
    order: { kind: 'booking', id: 7 },
    items: [item],
    amountPence: 1100,
    discountPercent: null,
    isTesting: false,
    customerEmail: 'ann@example.com',
    expiresAt: new Date('2025-06-14T13:32:00Z'),
    timeZone: 'Europe/London',
    successUrl: 'https://x.example/pay-success/7',
    cancelUrl: 'https://x.example/booking',
    idempotencyKey: 'k',
    ...changes,
  };
}

describe('holdMessage', () => {
  it("says until when the slot is held in the park's time, and what happens then", () => {
    expect(holdMessage(request({}), now)).toBe(
      'We hold this slot for you until 14:32. If you have not paid by then, it is freed for others to book.',
    );
  });

  it("speaks of a series' slots together, and names the day when the hold ends on another", () => {
    const late = request({ items: [item, item], expiresAt: new Date('2025-06-14T23:10:00Z') });
    expect(holdMessage(late, new Date('2025-06-14T22:50:00Z'))).toBe(
      'We hold these slots for you until 00:10 on the 15th of June 2025. If you have not paid by then, they are freed for others to book.',
    );
  });

  it('tells a pass buyer until when the checkout stays open', () => {
    expect(holdMessage(request({ order: { kind: 'pass', id: 3 } }), now)).toBe(
      'This checkout stays open for you until 14:32; after that, start again from the booking page.',
    );
  });
});
