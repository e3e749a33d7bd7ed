import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../contract/api/bookings';
import { siteApi } from '../../contract/api/site';
import type { AvailabilityResponse, BookingView } from '../../contract/bookings';
import { api } from '../testing/fakeApi';
import { addressOf, call } from './call';

const june: AvailabilityResponse = {
  month: '2025-06',
  today: '2025-06-10',
  nowTime: '09:00',
  closedDays: [],
  pastDays: [],
  busy: [],
};

const released: BookingView = {
  id: 3,
  status: 'expired',
  date: '2025-06-14',
  time: '10:00',
  endTime: '10:30',
  minutes: 30,
  dogs: '1-4',
  listPricePence: 650,
  pricePence: 650,
  discountPercent: null,
  gateCode: null,
  checkoutUrl: null,
  holdExpiresAt: null,
  email: 'walker@example.com',
  series: null,
};

describe('calling an endpoint of the contract', () => {
  it('When a GET endpoint is called with a query, then its address comes from the contract', async () => {
    api.get.mockResolvedValue(june);
    await expect(call(siteApi.availability, { query: { month: '2025-06' } })).resolves.toEqual(
      june,
    );
    expect(api.get).toHaveBeenCalledWith(`${siteApi.availability.path}?month=2025-06`);
  });

  it('When a POST endpoint is called, then its parameters fill the path, percent-encoded, and its body goes as JSON', async () => {
    api.post.mockResolvedValue({ refundPence: 650 });
    const answer = await call(bookingsApi.cancel, {
      params: { id: '7' },
      body: { expect: 'full-refund' },
    });
    expect(api.post).toHaveBeenCalledWith(bookingsApi.cancel.path.replace(':id', '7'), {
      expect: 'full-refund',
    });
    expect(answer.refundPence).toBe(650);
    expect(addressOf(bookingsApi.booking, { params: { id: 'a/b c' } })).toBe(
      bookingsApi.booking.path.replace(':id', 'a%2Fb%20c'),
    );
  });

  it('When a POST endpoint takes no body, then it sends an empty object', async () => {
    api.post.mockResolvedValue(released);
    await expect(call(bookingsApi.releaseHold, { params: { id: '3' } })).resolves.toEqual(released);
    expect(api.post).toHaveBeenCalledWith(bookingsApi.releaseHold.path.replace(':id', '3'), {});
  });

  it('When the server answers something its contract does not describe, then the call fails in tests, naming the endpoint', async () => {
    api.post.mockResolvedValue({ refundPence: 'all of it' });
    await expect(
      call(bookingsApi.cancel, { params: { id: '7' }, body: { expect: 'full-refund' } }),
    ).rejects.toThrow(`POST ${bookingsApi.cancel.path} breaks the contract`);
  });
});
