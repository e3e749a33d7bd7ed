import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessProblem } from '../../../../contract/accessProblems';
import { adminApi } from '../../../../contract/api/admin';
import { accessProblemQueries } from '../../../api/admin/accessProblemsApi';
import { addressOf } from '../../../api/call';
import { api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { AccessProblemsTab } from './AccessProblemsTab';

const stoodIn: AccessProblem = {
  bookingId: 41,
  fieldName: 'Puppy paddock',
  date: '2025-06-14',
  time: '12:00',
  customer: 'ann@example.com',
  status: 'stood-in',
  error: 'Seam could not be reached',
  standIn: 'daily',
  attempts: 4,
  nextTryAt: null,
};

const retrying: AccessProblem = {
  ...stoodIn,
  bookingId: 42,
  customer: 'bob@example.com',
  status: 'retrying',
  standIn: null,
  attempts: 1,
  nextTryAt: '2025-06-10T09:00:30.000Z',
};

function renderTab(rows: AccessProblem[]) {
  return renderWithApi(<AccessProblemsTab />, {
    known: (client) =>
      client.setQueryData(accessProblemQueries.list().queryKey, { total: rows.length, rows }),
  });
}

const rowOf = (customer: string) =>
  within(screen.getByRole('table', { name: 'Access problems, soonest first' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(customer)) as HTMLElement;

describe('the Access problems tab', () => {
  it('When no code has gone wrong, then it says "No access problems"', () => {
    renderTab([]);
    expect(screen.getByText('No access problems')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('When a code stood in and another is being tried, then each says what happened and when it is tried next', () => {
    renderTab([stoodIn, retrying]);
    const ann = rowOf('ann@example.com');
    expect(ann).toHaveTextContent('Puppy paddock, 2025-06-14 12:00');
    expect(ann).toHaveTextContent('Another code given');
    expect(ann).toHaveTextContent(
      "Seam could not be reached The customer was sent the field's code for the day.",
    );
    expect(ann).toHaveTextContent('Not again');
    expect(rowOf('bob@example.com')).toHaveTextContent('Being tried again');
  });

  it('When staff press New code, then the lock is asked for a new code for that booking', async () => {
    api.post.mockResolvedValue({ bookingId: 41, queued: true });
    // The list read afresh after asking, before the lock job has made the code.
    api.get.mockResolvedValue({ total: 1, rows: [stoodIn] });
    const { user } = renderTab([stoodIn]);
    await user.click(
      screen.getByRole('button', { name: 'Ask the lock for a new code for booking 41' }),
    );
    expect(api.post).toHaveBeenCalledWith(
      addressOf(adminApi.newLockCode, { params: { id: 41 } }),
      {},
    );
    expect(
      await screen.findByText('Asked. The customer is e-mailed the new code.'),
    ).toBeInTheDocument();
  });
});
