import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { CalendarResponse } from '../../../../contract/workspace';
import { addDays } from '../../../../domain/calendar';
import { workspaceQueries } from '../../../api/admin/workspaceApi';
import { addressOf } from '../../../api/call';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { answer, api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { CalendarTab } from './CalendarTab';
import { aBooking, aDay } from './workspaceTestData';

// The Calendar in a park of two fields (decision 114): a lane per field, and a select to show one.

const MONDAY = '2025-06-09';
const TUESDAY = '2025-06-10';
const onMain = aBooking({ id: 101, date: TUESDAY, fieldId: 1, fieldName: 'Main field' });
const onPuppy = aBooking({
  id: 102,
  date: TUESDAY,
  time: '11:00',
  endTime: '11:45',
  minutes: 45,
  who: 'kim@example.com',
  fieldId: 2,
  fieldName: 'Puppy paddock',
});
const lanes = [
  { fieldId: 1, name: 'Main field', opens: '08:00', closes: '20:00', closedReason: null },
  { fieldId: 2, name: 'Puppy paddock', opens: null, closes: null, closedReason: 'Re-seeding' },
];

function week(from: string, field: number | null): CalendarResponse {
  const shown = lanes.filter((lane) => field === null || lane.fieldId === field);
  const days = Array.from({ length: 7 }, (_, offset) =>
    aDay(addDays(from, offset), { lanes: shown }),
  );
  days[1] = aDay(TUESDAY, {
    bookings: [onMain, onPuppy].filter((booking) => field === null || booking.fieldId === field),
    lanes: shown,
  });
  return { from, to: addDays(from, 6), today: TUESDAY, days };
}

const oneDay: CalendarResponse = {
  from: TUESDAY,
  to: TUESDAY,
  today: TUESDAY,
  days: [aDay(TUESDAY, { bookings: [onMain, onPuppy], lanes })],
};

function renderTab() {
  return renderWithApi(
    <OpenBookingContext.Provider value={vi.fn()}>
      <CalendarTab />
    </OpenBookingContext.Provider>,
    {
      park: twoFields,
      known: (client) => {
        client.setQueryData(workspaceQueries.calendar(MONDAY, 7).queryKey, week(MONDAY, null));
        client.setQueryData(workspaceQueries.calendar(TUESDAY, 1).queryKey, oneDay);
      },
    },
  );
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('title'));

describe('the Calendar tab with two fields', () => {
  it('When the week is shown, then each day lists each field’s bookings under the field’s name', () => {
    renderTab();
    const tuesday = screen.getByRole('region', { name: /^Tue 10 Jun/ });
    expect(
      names(within(tuesday).getByRole('list', { name: 'Bookings on Main field, Tue 10 Jun' })),
    ).toEqual(['sam@example.com: open booking 101']);
    expect(
      names(within(tuesday).getByRole('list', { name: 'Bookings on Puppy paddock, Tue 10 Jun' })),
    ).toEqual(['kim@example.com: open booking 102']);
    expect(within(tuesday).getByRole('heading', { level: 4, name: 'Puppy paddock' })).toBeVisible();
    expect(tuesday).toHaveTextContent('Closed: Re-seeding');
  });

  it('When Day is chosen, then the fields stand side by side, a lane each with its hours and bookings', async () => {
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Day' }));
    const main = screen.getByRole('region', { name: 'Main field' });
    const puppy = screen.getByRole('region', { name: 'Puppy paddock' });
    expect(main).toHaveTextContent('Open 08:00 to 20:00');
    expect(puppy).toHaveTextContent('Closed: Re-seeding');
    expect(
      names(
        within(puppy).getByRole('list', {
          name: 'Bookings on Puppy paddock, Tuesday 10th of June 2025, in time order',
        }),
      ),
    ).toEqual(['kim@example.com: open booking 102']);
    expect(names(main)).toEqual(['sam@example.com: open booking 101']);
  });

  it('When one field is chosen, then the Calendar asks for it and shows it alone', async () => {
    const query = { from: MONDAY, days: 7, field: 1 };
    answer(adminApi.calendar, { query }, week(MONDAY, 1));
    const { user } = renderTab();
    const select = screen.getByRole('combobox', { name: 'Field' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All fields', 'Main field', 'Puppy paddock']);
    await user.selectOptions(select, 'Main field');
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.calendar, { query }));
    const tuesday = await screen.findByRole('region', { name: /^Tue 10 Jun/ });
    expect(
      await within(tuesday).findByRole('list', { name: 'Bookings on Main field, Tue 10 Jun' }),
    ).toBeInTheDocument();
    expect(within(tuesday).queryByText('Puppy paddock')).toBeNull();
    expect(within(tuesday).queryByText(/kim@example.com/)).toBeNull();
  });
});
