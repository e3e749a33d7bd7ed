import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../contract/api/auth';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { sessionQuery } from '../api/session';
import { keepForAccount } from '../lib/deviceKeeping';
import { oweSignOut } from '../lib/owedSignOut';
import { answer, offline } from '../testing/fakeApi';
import { renderWithApi } from '../testing/renderWithApi';
import { serverClearsSignedOutCookie } from '../testing/signedOutCookie';
import { RequireSignedIn } from './RequireSignedIn';

const walker = { id: 'u1', email: 'walker@example.com' };
const signedIn: SessionResponse = {
  user: walker,
  paid: true,
  admin: false,
  superAdmin: false,
  twoFactor: false,
};
const known = (client: QueryClient) => client.setQueryData(sessionQuery().queryKey, signedIn);
const booking = { title: 'Book Now', needs: 'Booking' };

let onLine: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  onLine.mockRestore();
  localStorage.clear();
});

describe('a page behind an account, with no connection (decision 116)', () => {
  it('When the phone is offline, then a page that needs the network says so plainly instead of loading', () => {
    onLine.mockReturnValue(false);
    renderWithApi(
      <RequireSignedIn page={booking}>
        <p>The booking page</p>
      </RequireSignedIn>,
      { known },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      "You're offline. Booking needs a connection.",
    );
    expect(screen.queryByText('The booking page')).not.toBeInTheDocument();
  });

  it('When who is signed in can’t be asked, then it says so too, and points to the bookings the device keeps', async () => {
    keepForAccount(walker, 'my-bookings', {});
    answer(authApi.session, offline());
    renderWithApi(
      <RequireSignedIn page={booking}>
        <p>The booking page</p>
      </RequireSignedIn>,
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      "We can't reach the park's booking system. Booking needs a connection.",
    );
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('When the page works offline, then it shows, for the account the device keeps things for', async () => {
    onLine.mockReturnValue(false);
    answer(authApi.session, offline());
    renderWithApi(
      <RequireSignedIn page={booking} worksOffline>
        <p>My bookings as kept</p>
      </RequireSignedIn>,
    );
    expect(await screen.findByText('My bookings as kept')).toBeInTheDocument();
  });

  it('When online and signed in, then the page shows', () => {
    renderWithApi(
      <RequireSignedIn page={booking}>
        <p>The booking page</p>
      </RequireSignedIn>,
      { known },
    );
    expect(screen.getByText('The booking page')).toBeInTheDocument();
  });
});

/** Where the visitor is, and where the sign-in page would send them back to. */
function Whereabouts() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? 'nowhere';
  return <p>{`At ${location.pathname}, back to ${from}`}</p>;
}

describe('a page behind an account, signed out of (decision 136)', () => {
  afterEach(serverClearsSignedOutCookie);

  it('When the visitor signs out on it, then they go home, and signing in again does not bring them back to it', async () => {
    oweSignOut();
    renderWithApi(
      <Routes>
        <Route
          path="/account"
          element={
            <RequireSignedIn page={booking}>
              <p>The account page</p>
            </RequireSignedIn>
          }
        />
        <Route path="*" element={<Whereabouts />} />
      </Routes>,
      {
        at: '/account',
        known: (client) => client.setQueryData(sessionQuery().queryKey, signedOutSession),
      },
    );
    expect(await screen.findByText('At /, back to nowhere')).toBeInTheDocument();
  });

  it('When a signed-out visitor opens it, then they are sent to sign in and back here after', async () => {
    renderWithApi(
      <Routes>
        <Route
          path="/account"
          element={
            <RequireSignedIn page={booking}>
              <p>The account page</p>
            </RequireSignedIn>
          }
        />
        <Route path="*" element={<Whereabouts />} />
      </Routes>,
      {
        at: '/account',
        known: (client) => client.setQueryData(sessionQuery().queryKey, signedOutSession),
      },
    );
    expect(await screen.findByText('At /sign-in, back to /account')).toBeInTheDocument();
  });
});
