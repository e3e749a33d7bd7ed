import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { TodayResponse } from '../../../../contract/workspace';
import { emailProblemQueries } from '../../../api/admin/emailProblemsApi';
import { workspaceQueries } from '../../../api/admin/workspaceApi';
import { addressOf } from '../../../api/call';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { api, never, offline } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { TodayTab } from './TodayTab';
import { aBooking, aDay, heldBooking, manualBooking } from './workspaceTestData';

const paid = aBooking();

function aToday(fields: Partial<TodayResponse> = {}): TodayResponse {
  return {
    nowTime: '09:00',
    gateCode: '4821',
    day: aDay('2025-06-10', { bookings: [paid, manualBooking, heldBooking] }),
    onFieldNowId: paid.id,
    nextId: manualBooking.id,
    holds: [heldBooking],
    tomorrow: {
      date: '2025-06-11',
      first: aBooking({ id: 201, date: '2025-06-11', time: '07:30', endTime: '08:30' }),
    },
    lanes: [],
    ...fields,
  };
}

function renderTab(today?: TodayResponse) {
  const opener = vi.fn();
  const rendered = renderWithApi(
    <OpenBookingContext.Provider value={opener}>
      <TodayTab />
    </OpenBookingContext.Provider>,
    {
      known: (client) => {
        if (today) client.setQueryData(workspaceQueries.today().queryKey, today);
        // Today also shows a line when e-mails did not go (EmailProblemsNotice.test.tsx): none here.
        client.setQueryData(emailProblemQueries.list().queryKey, { total: 0, rows: [] });
      },
    },
  );
  return { ...rendered, opener };
}

const list = () => screen.getByRole('list', { name: "Today's bookings in time order" });

describe('the Today tab', () => {
  it('When today is still loading, then it says so', () => {
    api.get.mockReturnValue(never());
    renderTab();
    expect(screen.getByText('Loading today…')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(addressOf(adminApi.today));
  });

  it("When today can't be loaded, then it says so with a way to try again", async () => {
    api.get.mockRejectedValue(offline());
    renderTab();
    expect(
      await screen.findByText("We can't load today's bookings right now."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('When the day has bookings, then it shows the code big and the bookings in time order, each badged', () => {
    renderTab(aToday());
    expect(screen.getByRole('heading', { name: "Today's gate code" })).toBeInTheDocument();
    expect(screen.getByText('4821')).toBeInTheDocument();
    expect(screen.getByText('On the keypad: #4821#')).toBeInTheDocument();
    expect(screen.getByText(/Open 08:00 to 20:00/)).toBeInTheDocument();

    const entries = within(list())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list());
    expect(entries.map((item) => item.firstElementChild?.tagName ?? item.textContent)).toEqual([
      'Free 08:00–09:00',
      'DIV',
      'Free 10:00–12:00',
      'DIV',
      'Free 12:30–15:00',
      'DIV',
      'Free 15:30–20:00',
    ]);
    const [first, second, third] = within(list()).getAllByRole('button');
    expect(first).toHaveAccessibleName('09:00–10:00, 1 hour, sam@example.com, Complete');
    expect(second).toHaveAccessibleName('12:00–12:30, 30 minutes, Manual Booking, Manual');
    expect(third).toHaveAccessibleName('15:00–15:30, 30 minutes, alex@example.com, Pending');
    expect(within(list()).getByText('Paid £11.00')).toBeInTheDocument();
    expect(within(list()).getByText('Manual booking: no payment')).toBeInTheDocument();
    expect(within(list()).getByText('Unpaid: hold ends 09:30')).toBeInTheDocument();
    expect(within(list()).getByText('On the field now')).toBeInTheDocument();
    expect(within(list()).getByText('Next')).toBeInTheDocument();
  });

  it('When the day has bookings, then now, next, the holds with their expiry and tomorrow have their own places', () => {
    renderTab(aToday());
    const region = (name: string) => screen.getByRole('region', { name });
    expect(within(region('On the field now')).getByText('sam@example.com')).toBeInTheDocument();
    expect(within(region('Next')).getByText('Manual Booking')).toBeInTheDocument();
    const holds = region('Unpaid holds (1)');
    expect(within(holds).getByText('alex@example.com')).toBeInTheDocument();
    expect(holds).toHaveTextContent('Released at 09:30 unless paid');
    const tomorrow = region("Tomorrow's first booking");
    expect(tomorrow).toHaveTextContent('Wednesday 11th of June 2025');
    expect(within(tomorrow).getByText('07:30–08:30')).toBeInTheDocument();
  });

  it('When a booking was paid with a pass, then its line names the pass and the session, not £0.00', () => {
    const withPass = aBooking({
      paidPence: null,
      pass: { id: 5, name: 'Ten hours', session: 3, sessions: 10, returned: false },
    });
    renderTab(aToday({ day: aDay('2025-06-10', { bookings: [withPass] }), nextId: null }));
    expect(
      within(list()).getByText('Paid with pass: Ten hours (session 3 of 10)'),
    ).toBeInTheDocument();
    expect(within(list()).queryByText('Paid £0.00')).not.toBeInTheDocument();
  });

  it('When a booking is clicked, then its detail opens', async () => {
    const { user, opener } = renderTab(aToday());
    await user.click(
      within(list()).getByRole('button', { name: /^12:00–12:30, 30 minutes, Manual Booking/ }),
    );
    expect(opener).toHaveBeenCalledWith(manualBooking.id);
  });

  it('When the day has no bookings, then it says so, still with the code', () => {
    renderTab(
      aToday({
        day: aDay('2025-06-10'),
        onFieldNowId: null,
        nextId: null,
        holds: [],
        tomorrow: { date: '2025-06-11', first: null },
      }),
    );
    expect(screen.getByText('No bookings today')).toBeInTheDocument();
    expect(screen.getByText('4821')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "Today's bookings in time order" })).toBeNull();
    expect(screen.getByText('No more bookings today.')).toBeInTheDocument();
    expect(screen.getByText('No slot today is waiting for payment.')).toBeInTheDocument();
    expect(screen.getByText('No bookings tomorrow yet.')).toBeInTheDocument();
  });

  it('When the customer gave a name and mobile, then the booking says the name, with the address to mail and the number to call beside it', () => {
    const named = aBooking({
      who: 'sam.regular@example.com',
      customerName: 'Sam Regular',
      customerMobile: '07700 900123',
    });
    const { opener } = renderTab(
      aToday({ day: aDay('2025-06-10', { bookings: [named] }), holds: [], nextId: null }),
    );
    const entry = list();
    const open = within(entry).getByRole('button', { name: /Sam Regular/ });
    expect(open).toHaveAttribute('title', `Sam Regular: open booking ${named.id}`);
    expect(within(entry).getByRole('link', { name: 'sam.regular@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam.regular@example.com',
    );
    expect(within(entry).getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    open.click();
    expect(opener).toHaveBeenCalledWith(named.id);
  });
});
