import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { AdminWaitlistRow } from '../../../../contract/waitlist';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { WaitlistsTab } from './WaitlistsTab';

// Decision 114: with two fields each place names the field of the slot it waits for.

const place = (id: number, fieldName?: string | null): AdminWaitlistRow => ({
  id,
  date: '2025-06-14',
  time: '10:00',
  endTime: '11:00',
  minutes: 60,
  dogs: '1-4',
  shortNotice: false,
  joinedAt: '2025-06-01T08:00:00.000Z',
  email: `walker${id}@example.com`,
  status: 'waiting',
  offerBookingId: null,
  heldUntil: null,
  customerName: null,
  customerMobile: null,
  ...(fieldName !== undefined && { fieldName }),
});

function renderTab(rows: AdminWaitlistRow[], park = {}) {
  answer(adminApi.waitlists, { total: rows.length, rows });
  return renderWithApi(<WaitlistsTab />, { park });
}

/** Each row's Slot cell. */
const slots = async () => {
  const table = await screen.findByRole('table', { name: /^Waiting lists/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
};

describe('the Waiting lists tab with two fields', () => {
  it('When the park has two fields, then each place names the field it waits on', async () => {
    renderTab([place(1, 'Puppy paddock'), place(2, 'Main field')], twoFields);
    expect(await slots()).toEqual([
      '14th of June 2025, 10:00 to 11:00Puppy paddock, 1 hour, 1-4 dogs',
      '14th of June 2025, 10:00 to 11:00Main field, 1 hour, 1-4 dogs',
    ]);
  });

  it('When the park has one field, then no place names a field', async () => {
    renderTab([place(1, null), place(2)]);
    expect(await slots()).toEqual([
      '14th of June 2025, 10:00 to 11:001 hour, 1-4 dogs',
      '14th of June 2025, 10:00 to 11:001 hour, 1-4 dogs',
    ]);
    expect(screen.queryByText(/paddock|Main field/)).toBeNull();
  });
});
