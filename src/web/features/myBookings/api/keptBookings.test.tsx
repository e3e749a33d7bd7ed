import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '../../../../contract/api/auth';
import type { MyBooking, MyBookingsResponse } from '../../../../contract/bookings';
import { signedOutSession } from '../../../../contract/session';
import { newSession, useSignOut } from '../../../api/session';
import { KEPT_PREFIX, keptAccount } from '../../../lib/deviceKeeping';
import { answer, api, offline } from '../../../testing/fakeApi';
import { serverClearsSignedOutCookie } from '../../../testing/signedOutCookie';
import { testPark } from '../../../testing/testPark';
import { aPaidBooking } from '../testing/myBookingData';
import {
  KEPT_BOOKINGS,
  KEPT_FOR_MS,
  keepBookings,
  keptAtWords,
  keptBookings,
} from './keptBookings';

const walker = { id: 'u1', email: 'walker@example.com' };
const other = { id: 'u2', email: 'other@example.com' };

const paid = aPaidBooking();

const answerOf = (upcoming: MyBooking[]): MyBookingsResponse => ({
  upcoming,
  past: [{ ...paid, id: 7, date: '2025-05-01', gateCode: null }],
  passes: [],
  cancellationCutoffHours: 12,
  emailVerified: true,
});

/** 14:05 in London on 10 June 2025 (the server's clock), and the device's clock then. */
const SERVER_NOW = new Date('2025-06-10T14:05:00+01:00');
const DEVICE_NOW = Date.parse('2031-01-01T00:00:00Z');
const HOUR = 60 * 60 * 1000;

const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(KEPT_PREFIX));

function keepForWalker(upcoming: MyBooking[] = [paid]) {
  keepBookings(walker, answerOf(upcoming), testPark, SERVER_NOW, DEVICE_NOW);
}

function client(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  serverClearsSignedOutCookie();
});

describe('keeping My bookings on the device', () => {
  it('When My bookings answers, then the paid bookings to come are kept for that account, with where the park is, and nothing else', () => {
    const hold: MyBooking = { ...paid, id: 43, status: 'pending', gateCode: null };
    keepForWalker([paid, hold]);
    const kept = keptBookings(walker.id, DEVICE_NOW);
    expect(kept?.upcoming.map((booking) => booking.id)).toEqual([42]);
    expect(kept?.upcoming[0]?.gateCode).toBe('#1234#');
    expect(kept?.keptAt).toBe(SERVER_NOW.toISOString());
    expect(kept?.park).toEqual({
      name: testPark.name,
      addressLines: testPark.addressLines,
      map: testPark.map,
      arrivalMinutesBefore: testPark.arrivalMinutesBefore,
      timeZone: 'Europe/London',
    });
    expect(keptAccount()).toEqual(walker);
    // Past bookings, passes and the rest of the park are not kept.
    const stored = localStorage.getItem(`${KEPT_PREFIX}${KEPT_BOOKINGS}`) ?? '';
    expect(stored).not.toContain('"past"');
    expect(stored).not.toContain('"prices"');
  });

  it('When another account asks, then what is kept is not theirs: nothing', () => {
    keepForWalker();
    expect(keptBookings(other.id, DEVICE_NOW)).toBeNull();
    expect(keptBookings(walker.id, DEVICE_NOW)).not.toBeNull();
  });

  it('When bookings are kept for another account, then the first account’s go first', () => {
    keepForWalker();
    keepBookings(other, answerOf([]), testPark, SERVER_NOW, DEVICE_NOW);
    expect(keptBookings(walker.id, DEVICE_NOW)).toBeNull();
    expect(keptBookings(other.id, DEVICE_NOW)?.upcoming).toEqual([]);
    expect(keptAccount()).toEqual(other);
  });

  it('When a booking is over by the server’s clock (worked out from the device’s since), then it is not shown', () => {
    keepForWalker([paid, { ...paid, id: 44, date: '2025-06-10', time: '14:30', endTime: '15:00' }]);
    // 40 minutes later on the device: the 14:30 session is on, so it still shows.
    const later = keptBookings(walker.id, DEVICE_NOW + 40 * 60 * 1000);
    expect(later?.upcoming.map((booking) => booking.id)).toEqual([42, 44]);
    // An hour later it is over; the one on the 14th stays.
    const after = keptBookings(walker.id, DEVICE_NOW + HOUR);
    expect(after?.upcoming.map((booking) => booking.id)).toEqual([42]);
  });

  it('When what was kept is older than a session lasts, then it is forgotten', () => {
    keepForWalker();
    expect(keptBookings(walker.id, DEVICE_NOW + KEPT_FOR_MS - HOUR)).not.toBeNull();
    expect(keptBookings(walker.id, DEVICE_NOW + KEPT_FOR_MS)).toBeNull();
    expect(localStorage.getItem(`${KEPT_PREFIX}${KEPT_BOOKINGS}`)).toBeNull();
  });

  it('When what is stored can’t be read, then nothing is shown and it is forgotten', () => {
    keepForWalker();
    localStorage.setItem(
      `${KEPT_PREFIX}${KEPT_BOOKINGS}`,
      JSON.stringify({ account: walker.id, value: { version: 1, upcoming: 'nonsense' } }),
    );
    expect(keptBookings(walker.id, DEVICE_NOW)).toBeNull();
    expect(localStorage.getItem(`${KEPT_PREFIX}${KEPT_BOOKINGS}`)).toBeNull();
  });

  it('Then the time it was kept is said in the park’s time: 14:05, 10 June', () => {
    keepForWalker();
    const kept = keptBookings(walker.id, DEVICE_NOW);
    expect(kept && keptAtWords(kept)).toBe('14:05, 10 June');
  });
});

describe('clearing what the device keeps', () => {
  it('When the server answers with another account signed in, then everything kept goes', () => {
    keepForWalker();
    newSession(client(), { ...signedOutSession, user: other });
    expect(keptKeys()).toEqual([]);
    expect(keptBookings(other.id, DEVICE_NOW)).toBeNull();
  });

  it('When the server answers that nobody is signed in, then everything kept goes', () => {
    keepForWalker();
    newSession(client(), signedOutSession);
    expect(keptKeys()).toEqual([]);
  });

  it('When the same account is signed in again, then what is kept stays, and follows a new address', () => {
    keepForWalker();
    newSession(client(), { ...signedOutSession, user: { ...walker, email: 'new@example.com' } });
    expect(keptBookings(walker.id, DEVICE_NOW)?.upcoming).toHaveLength(1);
    expect(keptAccount()).toEqual({ id: walker.id, email: 'new@example.com' });
  });

  it('When the customer signs out, then everything kept goes, even if the server can’t be reached', async () => {
    keepForWalker();
    answer(authApi.signOut, offline());
    const queries = client();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });
    act(() => result.current());
    // At once, before the server is asked.
    expect(keptKeys()).toEqual([]);
    expect(keptBookings(walker.id, DEVICE_NOW)).toBeNull();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
  });

  it('When another account signs in, then what was read for the previous one is dropped, not shown while the new one’s comes', () => {
    const queries = client();
    queries.setQueryData(['session'], { ...signedOutSession, user: walker });
    queries.setQueryData(['my-bookings'], answerOf([paid]));
    newSession(queries, { ...signedOutSession, user: other });
    expect(queries.getQueryData(['my-bookings'])).toBeUndefined();
  });
});
