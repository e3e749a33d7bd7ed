import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../../contract/api/auth';
import { bookingsApi } from '../../../../contract/api/bookings';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { MyBooking, MyBookingsResponse } from '../../../../contract/bookings';
import type { SessionResponse } from '../../../../contract/session';
import { sessionQuery } from '../../../api/session';
import { KEPT_PREFIX } from '../../../lib/deviceKeeping';
import { answer, offline } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { testPark } from '../../../testing/testPark';
import { KEPT_BOOKINGS, keepBookings } from '../api/keptBookings';
import { aPaidBooking } from '../testing/myBookingData';
import { MyBookingsPage } from './MyBookingsPage';

const walker = { id: 'u1', email: 'walker@example.com' };
const other = { id: 'u2', email: 'other@example.com' };
const sessionOf = (user: typeof walker): SessionResponse => ({
  user,
  paid: true,
  admin: false,
  superAdmin: false,
  twoFactor: false,
});

const paid = aPaidBooking();

const list = (upcoming: MyBooking[]): MyBookingsResponse => ({
  upcoming,
  past: [],
  passes: [],
  cancellationCutoffHours: 12,
  emailVerified: true,
});

/** What the device kept for the walker at 14:05 on 9 June (the tests' park clock is 10 June). */
function keptForWalker() {
  keepBookings(walker, list([paid]), testPark, new Date('2025-06-09T14:05:00+01:00'));
}

/** For renderWithApi: the page came with this account signed in. */
const signedInAs = (user: typeof walker) => ({
  known: (client: QueryClient) => client.setQueryData(sessionQuery().queryKey, sessionOf(user)),
});

const card = () => screen.findByRole('article', { name: '14th of June 2025, 09:00 to 10:00' });

let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  onLine.mockRestore();
  localStorage.clear();
});

describe('My bookings, kept for when there is no signal', () => {
  it('When the list comes, then the paid bookings to come are kept on the device for this account, with where the park is', async () => {
    answer(bookingsApi.myBookings, list([paid]));
    answer(waitlistApi.mine, { entries: [], cancellationCutoffHours: 12 });
    renderWithApi(<MyBookingsPage />, signedInAs(walker));
    expect(await card()).toHaveTextContent('#1234#');
    const where = screen.getByRole('region', { name: 'Getting there' });
    expect(where).toHaveTextContent(testPark.addressLines[0] ?? '');
    expect(within(where).getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/directions'),
    );
    await vi.waitFor(() =>
      expect(localStorage.getItem(`${KEPT_PREFIX}${KEPT_BOOKINGS}`)).toContain('#1234#'),
    );
    expect(screen.queryByText(/Saved on this device/)).not.toBeInTheDocument();
  });

  it('When the phone is offline, then the kept bookings show, marked with when they were kept, and nothing that needs the server', async () => {
    keptForWalker();
    onLine.mockReturnValue(false);
    answer(bookingsApi.myBookings, offline());
    answer(waitlistApi.mine, offline());
    renderWithApi(<MyBookingsPage />, signedInAs(walker));
    expect(screen.getByRole('note')).toHaveTextContent(
      "Saved on this device as of 14:05, 9 June: you're offline.",
    );
    const kept = await card();
    expect(kept).toHaveTextContent('Gate code #1234#');
    expect(within(kept).queryByRole('button')).not.toBeInTheDocument();
    expect(within(kept).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Getting there' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('When the list can’t be fetched for want of a connection although the phone says online, then the kept bookings show with Try again', async () => {
    keptForWalker();
    answer(bookingsApi.myBookings, offline());
    answer(waitlistApi.mine, offline());
    renderWithApi(<MyBookingsPage />, signedInAs(walker));
    expect(await screen.findByRole('note')).toHaveTextContent(
      "Saved on this device as of 14:05, 9 June: we can't reach the park's booking system.",
    );
    expect(await card()).toHaveTextContent('#1234#');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('When the app opens from the device and can’t ask who is signed in, then the bookings kept for the device’s account show', async () => {
    keptForWalker();
    onLine.mockReturnValue(false);
    answer(authApi.session, offline());
    answer(bookingsApi.myBookings, offline());
    answer(waitlistApi.mine, offline());
    renderWithApi(<MyBookingsPage />);
    expect(await card()).toHaveTextContent('#1234#');
    expect(screen.getByRole('note')).toHaveTextContent('Saved on this device as of 14:05, 9 June');
  });

  it('When another account is signed in on the device, then the first account’s kept bookings never show, offline or not', async () => {
    keptForWalker();
    onLine.mockReturnValue(false);
    answer(bookingsApi.myBookings, offline());
    answer(waitlistApi.mine, offline());
    renderWithApi(<MyBookingsPage />, signedInAs(other));
    expect(await screen.findByRole('note')).toHaveTextContent(
      "You're offline. My bookings needs a connection: nothing of yours is saved on this device yet.",
    );
    expect(screen.queryByText('#1234#')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
