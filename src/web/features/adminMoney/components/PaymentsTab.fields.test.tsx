import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevenueResponse } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { aBookingCard } from '../../../components/admin/bookingCardTestData';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { PaymentsTab } from './PaymentsTab';

// Payments & Bookings in a park of two fields (decision 114): takings and cards name the field.

const revenue = (fields: RevenueResponse['fields']): RevenueResponse => ({
  totalBookings: 3,
  months: ['2025-06'],
  month: '2025-06',
  totalPence: 2000,
  estimatePence: 2650,
  refundedPence: 0,
  manualBookings: 1,
  fields,
});

function renderTab(fieldName: string | null, fields: RevenueResponse['fields']) {
  answer(adminApi.revenue, revenue(fields));
  answer(
    adminApi.bookingCounts,
    { query: { status: 'confirmed' } },
    {
      today: 0,
      tomorrow: 0,
      upcoming: 1,
      past: 0,
    },
  );
  answer(
    adminApi.bookings,
    { query: { group: 'upcoming', status: 'confirmed' } },
    {
      group: 'upcoming',
      pageSize: 25,
      bookings: [{ ...aBookingCard(41), fieldName }],
      next: null,
    },
  );
  return renderWithApi(<PaymentsTab superAdmin={false} />, { park: fieldName ? twoFields : {} });
}

describe('Payments & Bookings with two fields', () => {
  it('When the park has two fields, then the month’s takings are split by field and each card names its field', async () => {
    renderTab('Puppy paddock', [
      { fieldId: 1, name: 'Main field', totalPence: 1100, estimatePence: 1100 },
      { fieldId: 2, name: 'Puppy paddock', totalPence: 900, estimatePence: 1550 },
    ]);
    const byField = await screen.findByRole('region', { name: 'Takings by field, June 2025' });
    const [, main, puppy] = within(byField).getAllByRole('row');
    expect(main).toHaveTextContent('Main field£11.00£11.00');
    expect(puppy).toHaveTextContent('Puppy paddock£9.00£15.50');

    const card = await screen.findByRole('article', { name: 'Booking 41' });
    expect(within(card).getByText('Field').nextElementSibling).toHaveTextContent('Puppy paddock');
  });

  it('When the park has one field, then neither the takings nor the cards name a field', async () => {
    renderTab(null, []);
    const card = await screen.findByRole('article', { name: 'Booking 41' });
    expect(within(card).queryByText('Field')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Takings by field/ })).toBeNull();
  });
});
