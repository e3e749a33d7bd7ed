import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { TodayResponse } from '../../../../contract/workspace';
import { emailProblemQueries } from '../../../api/admin/emailProblemsApi';
import { workspaceQueries } from '../../../api/admin/workspaceApi';
import { addressOf } from '../../../api/call';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { answer, api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { twoFields } from '../../../testing/twoFields';
import { TodayTab } from './TodayTab';
import { aBooking, aDay } from './workspaceTestData';

// Today in a park of two fields (decision 114): a lane per field, and a select to show one.

const onMain = aBooking({ id: 101, fieldId: 1, fieldName: 'Main field' });
const onPuppy = aBooking({
  id: 102,
  time: '12:00',
  endTime: '12:45',
  minutes: 45,
  who: 'Manual Booking',
  dogs: '3',
  isManual: true,
  paidPence: 0,
  fieldId: 2,
  fieldName: 'Puppy paddock',
});
const heldOnPuppy = aBooking({
  id: 103,
  time: '15:00',
  endTime: '15:45',
  minutes: 45,
  who: 'alex@example.com',
  status: 'pending',
  paidPence: null,
  holdExpiresAt: '2025-06-10T08:30:00.000Z',
  fieldId: 2,
  fieldName: 'Puppy paddock',
});

const mainLane = {
  fieldId: 1,
  name: 'Main field',
  opens: '08:00',
  closes: '20:00',
  closedReason: null,
};
const puppyLane = {
  fieldId: 2,
  name: 'Puppy paddock',
  opens: '09:00',
  closes: '17:00',
  closedReason: null,
};

const bothFields: TodayResponse = {
  nowTime: '09:30',
  gateCode: '4821',
  day: aDay('2025-06-10', {
    bookings: [onMain, onPuppy, heldOnPuppy],
    lanes: [mainLane, puppyLane],
  }),
  onFieldNowId: onMain.id,
  nextId: onPuppy.id,
  holds: [heldOnPuppy],
  tomorrow: { date: '2025-06-11', first: null },
  lanes: [
    { fieldId: 1, name: 'Main field', gateCode: '4821', onFieldNowId: onMain.id, nextId: null },
    { fieldId: 2, name: 'Puppy paddock', gateCode: '7310', onFieldNowId: null, nextId: onPuppy.id },
  ],
};

const puppyAlone: TodayResponse = {
  ...bothFields,
  gateCode: '7310',
  day: aDay('2025-06-10', {
    opens: '09:00',
    closes: '17:00',
    bookings: [onPuppy, heldOnPuppy],
    lanes: [puppyLane],
  }),
  onFieldNowId: null,
  lanes: [bothFields.lanes[1] as TodayResponse['lanes'][number]],
};

function renderTab() {
  return renderWithApi(
    <OpenBookingContext.Provider value={vi.fn()}>
      <TodayTab />
    </OpenBookingContext.Provider>,
    {
      park: twoFields,
      known: (client) => {
        client.setQueryData(workspaceQueries.today().queryKey, bothFields);
        client.setQueryData(emailProblemQueries.list().queryKey, { total: 0, rows: [] });
      },
    },
  );
}

const lane = (name: string) => screen.getByRole('region', { name });
const bookingsIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('title'));

describe('the Today tab with two fields', () => {
  it('When the park has two fields, then each has a lane named after it with its own bookings, and its own code, now and next', () => {
    renderTab();
    expect(bookingsIn(lane('Main field'))).toEqual(['sam@example.com: open booking 101']);
    expect(bookingsIn(lane('Puppy paddock'))).toEqual([
      'Manual Booking: open booking 102',
      'alex@example.com: open booking 103',
    ]);
    expect(lane('Puppy paddock')).toHaveTextContent('Open 09:00 to 17:00');
    expect(
      within(lane('Puppy paddock')).getByRole('list', {
        name: "Today's bookings on Puppy paddock in time order",
      }),
    ).toBeInTheDocument();

    const codes = screen.getByRole('region', { name: "Today's gate codes" });
    expect(codes).toHaveTextContent('Main field4821On the keypad: #4821#');
    expect(codes).toHaveTextContent('Puppy paddock7310On the keypad: #7310#');
    const now = screen.getByRole('region', { name: 'On the field now' });
    expect(now).toHaveTextContent('Main field09:00–10:00');
    expect(now).toHaveTextContent('Puppy paddockNobody is booked at 09:30.');
    expect(screen.getByRole('region', { name: 'Next' })).toHaveTextContent(
      'Puppy paddock12:00–12:45',
    );
    // Out of its lane, a booking names its field.
    expect(screen.getByRole('region', { name: 'Unpaid holds (1)' })).toHaveTextContent(
      'Puppy paddock · 1-4 dogs · 45 min',
    );

    const select = screen.getByRole('combobox', { name: 'Field' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All fields', 'Main field', 'Puppy paddock']);
  });

  it('When a field is opened by lock, then its code is shown as the fallback, and a field opened by week says nothing more', () => {
    const [main, puppy] = bothFields.lanes as [
      TodayResponse['lanes'][number],
      TodayResponse['lanes'][number],
    ];
    renderWithApi(
      <OpenBookingContext.Provider value={vi.fn()}>
        <TodayTab />
      </OpenBookingContext.Provider>,
      {
        park: twoFields,
        known: (client) => {
          client.setQueryData(workspaceQueries.today().queryKey, {
            ...bothFields,
            lanes: [main, { ...puppy, access: 'lock' }],
          });
          client.setQueryData(emailProblemQueries.list().queryKey, { total: 0, rows: [] });
        },
      },
    );
    const codes = screen.getByRole('region', { name: "Today's gate codes" });
    const [mainItem, puppyItem] = within(codes).getAllByRole('listitem');
    expect(puppyItem).toHaveTextContent(
      "Each booking has its own code from the lock. This is the day's fallback code",
    );
    expect(mainItem).not.toHaveTextContent('fallback');
  });

  it('When one field is chosen, then Today asks for that field and shows its lane alone', async () => {
    answer(adminApi.today, { query: { field: 2 } }, puppyAlone);
    const { user } = renderTab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'Puppy paddock');
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.today, { query: { field: 2 } }));
    expect(await screen.findByRole('region', { name: "Today's gate code" })).toHaveTextContent(
      'Puppy paddock7310',
    );
    expect(bookingsIn(lane('Puppy paddock'))).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Main field' })).toBeNull();
  });

  it('When the park has one field, then Today names no field and offers no choice of one', () => {
    renderWithApi(
      <OpenBookingContext.Provider value={vi.fn()}>
        <TodayTab />
      </OpenBookingContext.Provider>,
      {
        known: (client) => {
          client.setQueryData(workspaceQueries.today().queryKey, {
            ...bothFields,
            day: aDay('2025-06-10', { bookings: [{ ...onMain, fieldName: null }] }),
            lanes: [],
          });
          client.setQueryData(emailProblemQueries.list().queryKey, { total: 0, rows: [] });
        },
      },
    );
    expect(screen.getByRole('region', { name: "Today's gate code" })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Field' })).toBeNull();
    expect(screen.queryByText(/Main field/)).toBeNull();
    expect(
      screen.getByRole('list', { name: "Today's bookings in time order" }),
    ).toBeInTheDocument();
  });
});
