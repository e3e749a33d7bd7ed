import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../contract/api/admin';
import type { CalendarResponse } from '../../../../contract/workspace';
import { addDays } from '../../../../domain/calendar';
import { workspaceQueries } from '../../../api/admin/workspaceApi';
import { addressOf } from '../../../api/call';
import { OpenBookingContext } from '../../../components/admin/openBooking';
import { api, never, offline } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { CalendarTab } from './CalendarTab';
import { aBooking, aDay, heldBooking, manualBooking } from './workspaceTestData';

// The tests' park clock reads Tuesday 10 June 2025: its week starts on Monday the 9th.
const MONDAY = '2025-06-09';

const paid = aBooking({ id: 101, date: '2025-06-10' });
const manual = { ...manualBooking, date: '2025-06-10' };
const held = { ...heldBooking, date: '2025-06-13' };

function aWeek(from: string): CalendarResponse {
  const days = Array.from({ length: 7 }, (_, offset) => aDay(addDays(from, offset)));
  if (from === MONDAY) {
    days[1] = aDay('2025-06-10', { bookings: [paid, manual] });
    days[3] = aDay('2025-06-12', {
      opens: null,
      closes: null,
      closedReason: 'Hedge cutting',
    });
    days[4] = aDay('2025-06-13', { bookings: [held] });
  }
  return { from, to: addDays(from, 6), today: '2025-06-10', days };
}

function renderTab(known: CalendarResponse[] = [aWeek(MONDAY)]) {
  const opener = vi.fn();
  const rendered = renderWithApi(
    <OpenBookingContext.Provider value={opener}>
      <CalendarTab />
    </OpenBookingContext.Provider>,
    {
      known: (client) => {
        for (const answer of known) {
          client.setQueryData(
            workspaceQueries.calendar(answer.from, answer.days.length).queryKey,
            answer,
          );
        }
      },
    },
  );
  return { ...rendered, opener };
}

const column = (name: RegExp) => screen.getByRole('region', { name });
/** Where the calendar of the days from `from` is asked for. */
const calendar = (from: string, days: number) =>
  addressOf(adminApi.calendar, { query: { from, days } });

describe('the Calendar tab', () => {
  it('When it opens, then it asks for the week that holds today, from Monday', () => {
    api.get.mockReturnValue(never());
    renderTab([]);
    expect(api.get).toHaveBeenCalledWith(calendar('2025-06-09', 7));
    expect(screen.getByText('Loading the calendar…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Week of 9 June 2025' })).toBeInTheDocument();
  });

  it("When the calendar can't be loaded, then it says so", async () => {
    api.get.mockRejectedValue(offline());
    renderTab([]);
    expect(await screen.findByText("We can't load the calendar right now.")).toBeInTheDocument();
  });

  it('When the week has a paid booking and a manual one, then each is on its day with its own label, and a closed day says why', () => {
    renderTab();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toHaveLength(7);
    expect(headings[0]).toMatch(/^Mon 9 Jun/);
    expect(headings[6]).toMatch(/^Sun 15 Jun/);

    const tuesday = column(/^Tue 10 Jun/);
    const paidButton = within(tuesday).getByRole('button', {
      name: '09:00–10:00, 1 hour, sam@example.com, Complete',
    });
    const manualButton = within(tuesday).getByRole('button', {
      name: '12:00–12:30, 30 minutes, Manual Booking, Manual',
    });
    // Told apart by words and by the card's edge, not by colour alone.
    expect(paidButton.parentElement).toHaveAttribute('data-kind', 'paid');
    expect(manualButton.parentElement).toHaveAttribute('data-kind', 'manual');
    expect(within(tuesday).getByText('Complete')).toBeInTheDocument();
    expect(within(tuesday).getByText('Manual')).toBeInTheDocument();
    expect(within(tuesday).getByRole('button', { name: /Tue 10 Jun/ })).toHaveAttribute(
      'aria-current',
      'date',
    );

    const friday = column(/^Fri 13 Jun/);
    const holdButton = within(friday).getByRole('button', {
      name: '15:00–15:30, 30 minutes, alex@example.com, Pending',
    });
    expect(holdButton.parentElement).toHaveAttribute('data-kind', 'hold');

    expect(column(/^Thu 12 Jun/)).toHaveTextContent('Closed: Hedge cutting');
    expect(column(/^Mon 9 Jun/)).toHaveTextContent('No bookings');
  });

  it('When a booking is clicked, then its detail opens', async () => {
    const { user, opener } = renderTab();
    await user.click(screen.getByRole('button', { name: /^12:00–12:30, 30 minutes/ }));
    expect(opener).toHaveBeenCalledWith(manual.id);
  });

  it('When Day is chosen, then it shows one day with its bookings against the hours', async () => {
    const tuesday: CalendarResponse = {
      from: '2025-06-10',
      to: '2025-06-10',
      today: '2025-06-10',
      days: [aDay('2025-06-10', { bookings: [paid, manual] })],
    };
    const { user } = renderTab([aWeek(MONDAY), tuesday]);
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Tuesday 10th of June 2025' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', {
      name: 'Bookings of Tuesday 10th of June 2025 in time order',
    });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByText('Free 10:00–12:00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Mon 9 Jun/ })).toBeNull();

    api.get.mockReturnValue(never());
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(api.get).toHaveBeenCalledWith(calendar('2025-06-11', 1));
  });

  it("When a day's heading is pressed in the week, then that day opens in the Day view", async () => {
    api.get.mockReturnValue(never());
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Thu 12 Jun: show the day' }));
    expect(api.get).toHaveBeenCalledWith(calendar('2025-06-12', 1));
    expect(screen.getByRole('heading', { name: 'Thursday 12th of June 2025' })).toBeInTheDocument();
  });

  it('When Next, Previous and Today are pressed, then the week moves by seven days and back', async () => {
    api.get.mockReturnValue(never());
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(api.get).toHaveBeenLastCalledWith(calendar('2025-06-16', 7));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(api.get).toHaveBeenLastCalledWith(calendar('2025-06-02', 7));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Week of 9 June 2025' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Tue 10 Jun/ })).toBeInTheDocument();
  });
});
