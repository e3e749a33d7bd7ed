import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../../contract/admin';
import { aBookingCard } from '../../../components/admin/bookingCardTestData';
import { api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { CustomerDialog } from './CustomerDialog';

function customerWith(shown: number, totalBookings: number): AdminCustomer {
  return {
    user: {
      id: 'u1',
      email: 'regular@example.com',
      role: 'customer',
      bookings: totalBookings,
      firstBooking: '2025-05-10',
      isTest: false,
      emailVerified: true,
      customerName: null,
      customerMobile: null,
      createdAt: '2025-05-01T09:00:00.000Z',
    },
    bookings: Array.from({ length: shown }, (_, index) =>
      aBookingCard(index + 1, 'regular@example.com'),
    ),
    totalBookings,
    paidPence: totalBookings * 650,
    refundedPence: 0,
  };
}

function renderDialog(customer: AdminCustomer) {
  api.get.mockResolvedValue(customer);
  renderWithApi(
    <CustomerDialog user={{ id: 'u1', email: 'regular@example.com' }} onClose={() => {}} />,
  );
  return screen.getByRole('dialog', { name: 'regular@example.com' });
}

describe("a customer's dialog", () => {
  it('When the customer has more bookings than it lists, then it says how many in all and where the rest are', async () => {
    const dialog = renderDialog(customerWith(50, 52));
    expect(
      await within(dialog).findByText(
        'The latest 50 of 52 bookings. Search the booking lists by this address for the 2 before them.',
      ),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: /^Booking \d+,/ })).toHaveLength(50);
    expect(within(dialog).getByText('£338.00')).toBeVisible();
  });

  it('When every booking is listed, then nothing is said about others', async () => {
    const dialog = renderDialog(customerWith(3, 3));
    await within(dialog).findByRole('button', { name: /^Booking 3,/ });
    expect(within(dialog).queryByText(/^The latest/)).toBeNull();
  });
});
