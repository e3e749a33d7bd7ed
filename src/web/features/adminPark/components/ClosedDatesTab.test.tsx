import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClosedDateRow } from '../../../../contract/admin';
import { ownerApi } from '../../../../contract/api/owner';
import { addressOf } from '../../../api/call';
import { answer, api, never } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { ClosedDatesTab } from './ClosedDatesTab';

// Closing a date for the whole park or one field (decision 114).

const row = (fields: Partial<ClosedDateRow>): ClosedDateRow => ({
  date: '2025-06-20',
  reason: 'Fête',
  fieldId: null,
  fieldName: null,
  ...fields,
});

async function closeFor(field: string | null, park = twoFields) {
  const rendered = renderWithApi(<ClosedDatesTab />, { park });
  await rendered.user.type(screen.getByLabelText('Date to close'), '2025-06-14');
  if (field)
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), field);
  await rendered.user.type(screen.getByLabelText('Reason'), 'Hedge cutting');
  await rendered.user.click(screen.getByRole('button', { name: 'Close this date' }));
  return rendered;
}

describe('the Closed dates tab', () => {
  it('When the park has two fields, then the list names what each date closes, and a row reopens alone', async () => {
    answer(ownerApi.closedDates, [
      row({}),
      row({ date: '2025-06-21', reason: 'Re-seeding', fieldId: 2, fieldName: 'Puppy paddock' }),
    ]);
    const { user } = renderWithApi(<ClosedDatesTab />, { park: twoFields });
    const table = await screen.findByRole('region', { name: 'Closed dates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Field', 'Reason', 'Reopen']);
    const [, wholePark, puppy] = within(table).getAllByRole('row');
    expect(wholePark).toHaveTextContent('20/06/2025Whole parkFête');
    expect(puppy).toHaveTextContent('21/06/2025Puppy paddockRe-seeding');

    api.post.mockResolvedValueOnce({ reopened: '2025-06-21' }).mockReturnValue(never());
    await user.click(screen.getByRole('button', { name: 'Reopen 21/06/2025, Puppy paddock' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.reopenDay), {
      date: '2025-06-21',
      fieldId: 2,
    });
    const wholeParkButton = screen.getByRole('button', { name: 'Reopen 20/06/2025, whole park' });
    await waitFor(() => expect(wholeParkButton).toBeEnabled());
    await user.click(wholeParkButton);
    expect(api.post).toHaveBeenLastCalledWith(addressOf(ownerApi.reopenDay), {
      date: '2025-06-20',
      fieldId: null,
    });
  });

  it('When one field is closed, then the bookings shown are that field’s and the closure names it', async () => {
    answer(ownerApi.closedDates, []);
    const preview = { query: { date: '2025-06-14', field: 2 } };
    answer(ownerApi.closedDateBookings, preview, [
      {
        id: 7,
        who: 'ann@example.com',
        time: '10:00',
        minutes: 45,
        status: 'complete',
        fieldName: 'Puppy paddock',
      },
    ]);
    const select = () => screen.getByRole('combobox', { name: 'Field' });
    const { user } = await closeFor('Puppy paddock');
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole park', 'Main field', 'Puppy paddock']);
    const closing = await screen.findByRole('region', { name: 'Closing a date' });
    expect(closing).toHaveTextContent(
      'These bookings on Puppy paddock on 14/06/2025 will be cancelled, refunded in full, and told:',
    );
    expect(closing).toHaveTextContent(
      'Booking 7, 10:00, 45 minutes, ann@example.com, Puppy paddock',
    );

    api.post.mockResolvedValue({ date: '2025-06-14', cancelled: 1, refunded: 1 });
    await user.click(within(closing).getByRole('button', { name: 'Close and refund' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.closeDay), {
      date: '2025-06-14',
      reason: 'Hedge cutting',
      fieldId: 2,
    });
    expect(
      await screen.findByText(
        '14/06/2025 is closed for Puppy paddock: 1 booking(s) cancelled, 1 refund(s) made.',
      ),
    ).toBeInTheDocument();
  });

  it('When the park has one field, then a date closes for the park, with no choice of field and none named', async () => {
    answer(ownerApi.closedDates, [row({ fieldId: 1 })]);
    answer(ownerApi.closedDateBookings, { query: { date: '2025-06-14' } }, []);
    const { user } = await closeFor(null, {});
    expect(screen.queryByRole('combobox', { name: 'Field' })).toBeNull();
    const closing = await screen.findByRole('region', { name: 'Closing a date' });
    expect(closing).toHaveTextContent('Nothing is booked on 14/06/2025.');
    api.post.mockReturnValue(never());
    await user.click(within(closing).getByRole('button', { name: 'Close the date' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(ownerApi.closeDay), {
      date: '2025-06-14',
      reason: 'Hedge cutting',
    });

    const table = await screen.findByRole('region', { name: 'Closed dates' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Reopen 20/06/2025' }));
    expect(api.post).toHaveBeenLastCalledWith(addressOf(ownerApi.reopenDay), {
      date: '2025-06-20',
    });
  });
});
