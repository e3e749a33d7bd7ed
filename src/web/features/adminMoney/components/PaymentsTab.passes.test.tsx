import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevenueResponse } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { PaymentsTab } from './PaymentsTab';

// Decision 127: the month's pass money on a line of its own, the seed's figures as they were.

const takings: RevenueResponse = {
  totalBookings: 3,
  months: ['2025-06'],
  month: '2025-06',
  totalPence: 2000,
  estimatePence: 2650,
  refundedPence: 500,
  manualBookings: 1,
  fields: [],
  passes: { sold: 2, paidPence: 20000, refundedPence: 3000, withBookingsPence: 19000 },
};

function renderTab(revenue: RevenueResponse) {
  answer(adminApi.revenue, revenue);
  answer(
    adminApi.bookingCounts,
    { query: { status: 'confirmed' } },
    { today: 0, tomorrow: 0, upcoming: 0, past: 0 },
  );
  return renderWithApi(<PaymentsTab superAdmin={false} />);
}

describe("Payments & Bookings, with the month's passes", () => {
  it('When passes were sold and refunded in the month, then a line of their own says so beside the seed’s unchanged Total Amount, with the month’s money together', async () => {
    renderTab(takings);
    const shown = await screen.findByRole('region', { name: 'Takings' });
    expect(within(shown).getByText(/^Total Amount:/)).toHaveTextContent('Total Amount: £20.00');
    expect(within(shown).getByText(/^Refunded:/)).toHaveTextContent('Refunded: £5.00');
    expect(within(shown).getByText(/^Passes:/)).toHaveTextContent(
      'Passes: £200.00 sold (2 passes), £30.00 refunded. Bookings and passes together: £190.00',
    );
  });

  it('When the server says nothing of passes, then there is no pass line', async () => {
    renderTab({ ...takings, passes: undefined });
    const shown = await screen.findByRole('region', { name: 'Takings' });
    expect(within(shown).queryByText(/^Passes:/)).not.toBeInTheDocument();
  });
});
