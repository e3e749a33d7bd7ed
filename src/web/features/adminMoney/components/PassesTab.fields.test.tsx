import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { AdminPass } from '../../../../contract/passes';
import { answer } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { PassesTab } from './PassesTab';

// The Passes tab in a park of two fields (decision 114): each pass names the fields it covers.

const pass = (id: number, name: string, fieldNames?: string[]): AdminPass => ({
  id,
  customer: `walker${id}@example.com`,
  name,
  sessions: 10,
  used: 3,
  withdrawn: 0,
  sessionsLeft: 7,
  paidPence: 10000,
  refundedPence: 0,
  paidAt: '2025-06-01T08:00:00.000Z',
  validUntil: '2025-11-30',
  runOut: false,
  isTest: false,
  outstandingPence: 7000,
  customerName: null,
  customerMobile: null,
  ...(fieldNames && { fieldNames }),
});

const totals = {
  sold: 2,
  takenPence: 20000,
  refundedPence: 0,
  sessionsSold: 20,
  sessionsUsed: 6,
  sessionsOutstanding: 14,
  outstandingPence: 14000,
  sessionsLapsed: 0,
};

function renderTab(passes: AdminPass[], park = {}) {
  answer(adminApi.passes, { totals, passes, next: null });
  return renderWithApi(<PassesTab superAdmin={false} />, { park });
}

/** The Pass cell of each row: its name, then the lines under it. */
const passCells = async () => {
  const table = await screen.findByRole('table', { name: 'Passes sold' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
};

describe('the Passes tab with two fields', () => {
  it('When the park has two fields, then each pass names the fields it covers', async () => {
    renderTab(
      [
        pass(2, 'Any field', ['Main field', 'Puppy paddock']),
        pass(1, 'Puppy hours', ['Puppy paddock']),
      ],
      twoFields,
    );
    expect(await passCells()).toEqual([
      'Any field10 sessionsFields: Main field, Puppy paddock',
      'Puppy hours10 sessionsField: Puppy paddock',
    ]);
  });

  it('When the park has one field, then no pass names a field', async () => {
    renderTab([pass(2, 'Ten hours', []), pass(1, 'Old hours')]);
    expect(await passCells()).toEqual(['Ten hours10 sessions', 'Old hours10 sessions']);
    expect(screen.queryByText(/^Fields?:/)).toBeNull();
  });
});
