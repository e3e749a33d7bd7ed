import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../contract/session';

const shared = { park: { name: 'Meadow' }, text: { key: 'about', markdown: 'Hello' } };
const session: SessionResponse = {
  user: { id: 'u1', email: 'walker@example.com' },
  paid: true,
  admin: false,
  superAdmin: false,
  twoFactor: false,
};

function pageWith(elements: Record<string, unknown>) {
  document.head.innerHTML = Object.entries(elements)
    .map(
      ([id, value]) =>
        `<script id="${id}" type="application/json">${JSON.stringify(value)}</script>`,
    )
    .join('');
}

async function freshRead() {
  vi.resetModules();
  return (await import('./initialData')).initialData;
}

function serverTimingSays(now: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { serverTiming: [{ name: 'now', description: now, duration: 0 }] } as never,
  ]);
}

describe('the data a page starts from', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("When the page holds the shared data and the response gave the server's time, then the park carries that time", async () => {
    pageWith({ 'paddock-data': shared });
    serverTimingSays('2025-05-01T08:00:00.000Z');
    expect(await freshRead()).toEqual({
      park: { park: shared.park, now: '2025-05-01T08:00:00.000Z' },
      deviceTime: false,
      session: expect.objectContaining({ user: null }),
      text: shared.text,
    });
  });

  it('When a signed-in page also holds the session, then the app starts signed in', async () => {
    pageWith({ 'paddock-data': shared, 'paddock-session': session });
    serverTimingSays('2025-05-01T08:00:00.000Z');
    expect((await freshRead())?.session).toEqual(session);
  });

  it("When the browser can't read the server's time, then the device's stands in and says so", async () => {
    pageWith({ 'paddock-data': shared });
    const started = Date.now();
    const data = await freshRead();
    expect(data?.deviceTime).toBe(true);
    expect(Date.parse(data?.park?.now ?? '')).toBeGreaterThanOrEqual(started - 1);
  });

  it('When the page came without data, then there is none and the app asks the API', async () => {
    expect(await freshRead()).toBeUndefined();
  });
});
