import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { siteApi } from '../../contract/api/site';
import { answer } from '../testing/fakeApi';
import { parkAnswer } from '../testing/testPark';
import { getJson, getTimedJson } from './client';
import { parkQuery } from './park';

/** The park as the app asks for it, with the server's time as its answer's header gave it. */
async function parkWithServerTime(serverNow: string | null) {
  answer(siteApi.park, parkAnswer({ name: 'Meadow' }));
  vi.mocked(getTimedJson).mockImplementationOnce(async (path) => ({
    answer: await getJson(path),
    serverNow,
  }));
  return new QueryClient().fetchQuery(parkQuery());
}

describe("the park's answer", () => {
  it("When its answer's header gives the server's time, then the app's clock is the server's", async () => {
    const data = await parkWithServerTime('2031-01-02T03:04:05.000Z');
    expect(data.park.name).toBe('Meadow');
    expect(data.time.serverNow).toBe('2031-01-02T03:04:05.000Z');
  });

  it("When a proxy dropped the header, then the device's time stands in", async () => {
    const before = Date.now();
    const data = await parkWithServerTime(null);
    expect(Date.parse(data.time.serverNow)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(data.time.serverNow)).toBeLessThanOrEqual(Date.now() + 1);
  });
});
