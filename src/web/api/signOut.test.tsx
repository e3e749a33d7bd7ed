import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '../../contract/api/auth';
import { signedOutSession } from '../../contract/session';
import { Header } from '../components/Header';
import { KEPT_PREFIX, keepForAccount } from '../lib/deviceKeeping';
import { isSignOutOwed } from '../lib/owedSignOut';
import { answer, api, never, offline } from '../testing/fakeApi';
import { renderWithApi } from '../testing/renderWithApi';
import { serverClearsSignedOutCookie } from '../testing/signedOutCookie';
import { addressOf } from './call';
import { useSession, useSignOut } from './session';

const walker = { id: 'u1', email: 'walker@example.com' };
const signOutAddress = addressOf(authApi.signOut);

const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(KEPT_PREFIX));
const signOutsSent = () => api.post.mock.calls.filter(([path]) => path === signOutAddress).length;

/** The app as it stood with the walker signed in, My bookings read and kept on the device. */
function signedInApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['session'], { ...signedOutSession, user: walker });
  client.setQueryData(['my-bookings'], { upcoming: [{ gateCode: '#1234#' }] });
  keepForAccount(walker, 'my-bookings', { gateCode: '#1234#' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const app = renderHook(() => ({ session: useSession(), signOut: useSignOut() }), { wrapper });
  return { client, app };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  onlineManager.setOnline(true);
  localStorage.clear();
  serverClearsSignedOutCookie();
});

describe('signing out (decision 136)', () => {
  it('When the customer presses Sign Out with no signal, then what the device keeps and what was read go at once, the header shows nobody signed in, and the sign-out stays owed', async () => {
    answer(authApi.signOut, offline());
    keepForAccount(walker, 'my-bookings', { gateCode: '#1234#' });
    const { client, user } = renderWithApi(<Header />, {
      known: (known) => {
        known.setQueryData(['session'], { ...signedOutSession, user: walker });
        known.setQueryData(['my-bookings'], { upcoming: [{ gateCode: '#1234#' }] });
      },
    });
    // As the app's queries and mutations see a phone with no signal: they wait for it.
    onlineManager.setOnline(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav).getByRole('button', { name: 'Sign Out' }));

    // No answer awaited: nothing of the account's on the device or in the app's memory.
    expect(keptKeys()).toEqual([]);
    expect(client.getQueryData(['my-bookings'])).toBeUndefined();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(nav).queryByText(walker.email)).toBeNull();
    await waitFor(() => expect(signOutsSent()).toBe(1));
    expect(isSignOutOwed()).toBe(true);
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('When the sign-out is still on its way, then the page shows nobody signed in all the same', async () => {
    answer(authApi.signOut, never());
    const { app } = signedInApp();
    act(() => app.result.current.signOut());
    await waitFor(() => expect(signOutsSent()).toBe(1));
    expect(app.result.current.session).toEqual({
      session: signedOutSession,
      isLoading: false,
      unreachable: false,
    });
  });

  it('When a sign-out is owed, then nothing is kept for the account, whatever answer comes', async () => {
    answer(authApi.signOut, never());
    const { app } = signedInApp();
    act(() => app.result.current.signOut());
    await waitFor(() => expect(signOutsSent()).toBe(1));
    keepForAccount(walker, 'my-bookings', { gateCode: '#1234#' });
    expect(keptKeys()).toEqual([]);
  });

  it('When the signal comes back, then the owed sign-out is sent, and once the server has it nothing is owed', async () => {
    answer(authApi.signOut, offline());
    const { app } = signedInApp();
    act(() => app.result.current.signOut());
    await waitFor(() => expect(signOutsSent()).toBe(1));
    expect(isSignOutOwed()).toBe(true);

    answer(authApi.signOut, () => {
      serverClearsSignedOutCookie();
      return signedOutSession;
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(signOutsSent()).toBe(2));
    await waitFor(() => expect(isSignOutOwed()).toBe(false));
    expect(app.result.current.session.session.user).toBeNull();
  });
});
