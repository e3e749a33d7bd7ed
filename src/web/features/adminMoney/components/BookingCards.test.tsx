import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingsPage } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { addressOf } from '../../../api/call';
import { aBookingCard as card } from '../../../components/admin/bookingCardTestData';
import { answer, api, offline } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { BookingGroupCards } from './BookingCards';

const page = (from: number, to: number, next: string | null): AdminBookingsPage => ({
  group: 'upcoming',
  pageSize: 25,
  bookings: Array.from({ length: to - from + 1 }, (_, index) => card(from + index)),
  next,
});

const first = { group: 'upcoming', status: 'confirmed' } as const;
const second = { ...first, after: 'after-25' };
const FIRST = addressOf(adminApi.bookings, { query: first });
const SECOND = addressOf(adminApi.bookings, { query: second });

function renderGroup(secondPage: () => Promise<AdminBookingsPage>) {
  answer(adminApi.bookings, { query: first }, page(1, 25, 'after-25'));
  answer(adminApi.bookings, { query: second }, () => secondPage());
  return renderWithApi(
    <BookingGroupCards
      group="upcoming"
      total={28}
      search={{ status: 'confirmed' }}
      superAdmin={false}
    />,
  );
}

const cards = () => screen.getAllByRole('article');

describe("a group's booking cards, a page at a time", () => {
  it('When there are more than 25, then Show more asks for the page after the cursor and adds it below', async () => {
    const { user } = renderGroup(() => Promise.resolve(page(26, 28, null)));
    expect(await screen.findByRole('heading', { name: 'Booking 25' })).toBeInTheDocument();
    expect(cards()).toHaveLength(25);
    expect(api.get).toHaveBeenCalledWith(FIRST);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Booking 28' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(SECOND);
    expect(cards()).toHaveLength(28);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('When the next page fails, then the cards shown stay, with Try again for the rest', async () => {
    let fail = true;
    const { user } = renderGroup(() =>
      fail ? Promise.reject(offline()) : Promise.resolve(page(26, 28, null)),
    );
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We can't load these bookings right now.");
    expect(cards()).toHaveLength(25);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking 28' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When the group is empty, then it says None. and asks the server nothing', () => {
    renderWithApi(
      <BookingGroupCards group="upcoming" total={0} search={{ status: 'confirmed' }} superAdmin />,
    );
    expect(screen.getByText('None.')).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('When a booking was paid with a pass, then its Total names the pass and the session, not £0.00', async () => {
    const paidWithPass = {
      ...card(7),
      pricePence: 0,
      paidPence: null,
      pass: { id: 5, name: 'Ten hours', session: 3, sessions: 10, returned: false },
    };
    answer(adminApi.bookings, { query: first }, { ...page(7, 7, null), bookings: [paidWithPass] });
    renderWithApi(
      <BookingGroupCards
        group="upcoming"
        total={1}
        search={{ status: 'confirmed' }}
        superAdmin={false}
      />,
    );
    const shown = await screen.findByRole('article');
    expect(within(shown).getByText('Paid with pass: Ten hours (session 3 of 10)')).toBeVisible();
    expect(within(shown).queryByText('£0.00')).not.toBeInTheDocument();
  });
});
