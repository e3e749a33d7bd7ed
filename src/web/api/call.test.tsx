import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../../contract/api/bookings';
import { siteApi } from '../../contract/api/site';
import { api } from '../testing/fakeApi';
import { addressOf, call } from './call';

describe('calling an endpoint of the contract', () => {
  it('When a GET endpoint is called with a query, then its address comes from the contract', async () => {
    api.get.mockResolvedValue({ month: '2025-06', days: [] });
    await call(siteApi.availability, { query: { month: '2025-06' } }).catch(() => null);
    expect(api.get).toHaveBeenCalledWith('/api/availability?month=2025-06');
  });

  it('When a POST endpoint is called, then its parameters fill the path, percent-encoded, and its body goes as JSON', async () => {
    api.post.mockResolvedValue({ refundPence: 650 });
    const answer = await call(bookingsApi.cancel, {
      params: { id: '7' },
      body: { expect: 'full-refund' },
    });
    expect(api.post).toHaveBeenCalledWith('/api/bookings/7/cancel', { expect: 'full-refund' });
    expect(answer.refundPence).toBe(650);
    expect(addressOf(bookingsApi.booking, { params: { id: 'a/b c' } })).toBe(
      '/api/bookings/a%2Fb%20c',
    );
  });

  it('When a POST endpoint takes no body, then it sends an empty object', async () => {
    api.post.mockResolvedValue({ refundPence: 0 });
    await call(bookingsApi.releaseHold, { params: { id: '3' } }).catch(() => null);
    expect(api.post).toHaveBeenCalledWith('/api/bookings/3/release', {});
  });

  it('When the server answers something its contract does not describe, then the call fails in tests, naming the endpoint', async () => {
    api.post.mockResolvedValue({ refundPence: 'all of it' });
    await expect(
      call(bookingsApi.cancel, { params: { id: '7' }, body: { expect: 'full-refund' } }),
    ).rejects.toThrow(/POST \/api\/bookings\/:id\/cancel breaks the contract/);
  });
});
