import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MyBooking } from '../../../../contract/bookings';
import { renderWithApi } from '../../../testing/renderWithApi';
import { TEST_NOW } from '../../../testing/testPark';
import { BookingCard } from './BookingCard';

const booking: MyBooking = {
  id: 42,
  date: '2025-06-14',
  time: '09:15',
  endTime: '10:00',
  minutes: 45,
  dogs: '1-2',
  listPricePence: 1100,
  pricePence: 1100,
  discountPercent: null,
  gateCode: '#1234#',
  status: 'complete',
  checkoutUrl: null,
  refund: null,
  cancel: null,
  canMove: false,
  series: null,
  pass: null,
};

describe('a booking on My bookings', () => {
  it('When the park has several fields, then the card names the booking’s field and says its length', () => {
    renderWithApi(<BookingCard booking={{ ...booking, fieldName: 'Agility paddock' }} />);
    const card = screen.getByRole('article', { name: '14th of June 2025, 09:15 to 10:00' });
    expect(card).toHaveTextContent('FieldAgility paddock');
    expect(card).toHaveTextContent('Duration45 minutes');
  });

  it('When the park has one field, then no field is named', () => {
    renderWithApi(<BookingCard booking={{ ...booking, fieldName: null, minutes: 60 }} />);
    const card = screen.getByRole('article', { name: '14th of June 2025, 09:15 to 10:00' });
    expect(card).not.toHaveTextContent('Field');
    expect(card).toHaveTextContent('Duration1 hour');
  });

  it('When a booking is held unpaid, then its card counts down the hold by the server’s clock, and at 0 offers no payment', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const heldUntil = new Date(Date.parse(TEST_NOW) + 10 * 60_000 + 5_000).toISOString();
      renderWithApi(
        <BookingCard
          booking={{
            ...booking,
            status: 'pending',
            gateCode: null,
            checkoutUrl: 'https://checkout.example/pay/1',
            holdExpiresAt: heldUntil,
          }}
        />,
      );
      const card = screen.getByRole('article', { name: '14th of June 2025, 09:15 to 10:00' });
      expect(card).toHaveTextContent('Held for you for 10:05 more.');
      expect(screen.getByRole('link', { name: 'Continue to payment' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(605_000));
      expect(card).toHaveTextContent('Your hold has ended: the slot is freed for others to book.');
      expect(screen.queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
