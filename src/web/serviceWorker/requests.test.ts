import { describe, expect, it } from 'vitest';
import {
  isPageAddress,
  isShellDue,
  isShellFile,
  KEPT_AT_HEADER,
  KEPT_COPY_META,
  keptHeaders,
  markKeptCopy,
  SHELL_REFRESH_MS,
} from './requests';

describe('what the service worker answers', () => {
  it('When a page of the app is opened, then the worker may stand in for it; never for the API, a download, a feed or a file', () => {
    for (const page of ['/', '/my-bookings', '/booking', '/pay-success/42', '/no-such-page']) {
      expect(isPageAddress(page), page).toBe(true);
    }
    for (const other of [
      '/api/my-bookings',
      '/api/bookings/42/calendar.ics',
      '/calendar/secret.ics',
      '/photos/abc.avif',
      '/assets/index-Ab12Cd34.js',
      '/icons/icon-192.png',
      '/dev/mailbox',
      '/metrics',
      '/healthz',
      '/ping',
      '/sw.js',
      '/manifest.webmanifest',
      '/robots.txt',
      '/favicon.svg',
    ]) {
      expect(isPageAddress(other), other).toBe(false);
    }
  });

  it('Then it answers from what it keeps only the build’s files, never the API', () => {
    const shell = ['/favicon.svg', '/icons/icon-192.png'];
    expect(isShellFile('/assets/MyBookingsPage-CAGlxzkB.js', shell)).toBe(true);
    expect(isShellFile('/icons/icon-192.png', shell)).toBe(true);
    expect(isShellFile('/api/my-bookings', shell)).toBe(false);
    expect(isShellFile('/api/session', shell)).toBe(false);
    expect(isShellFile('/robots.txt', shell)).toBe(false);
    expect(isShellFile('/photos/abc.avif', shell)).toBe(false);
  });
});

describe('the kept copy of the shell', () => {
  const page =
    '<html><head><title>Park</title><script id="paddock-data" type="application/json">{}</script></head><body></body></html>';
  const at = new Date('2025-06-10T08:00:00Z');

  it('When the page is kept, then it says so in its head, once', () => {
    const kept = markKeptCopy(page, at);
    expect(kept).toContain(
      `<meta name="${KEPT_COPY_META}" content="2025-06-10T08:00:00.000Z"></head>`,
    );
    expect(kept.match(/<\/head>/g)).toHaveLength(1);
  });

  it('Then it keeps the server’s headers (its policy) but not how it travelled nor the server’s time then', () => {
    const headers = keptHeaders(
      new Headers({
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'self'",
        'content-encoding': 'br',
        'content-length': '1234',
        'server-timing': 'now;desc="2025-06-10T08:00:00.000Z"',
      }),
      at,
    );
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('content-encoding')).toBeNull();
    expect(headers.get('content-length')).toBeNull();
    expect(headers.get('server-timing')).toBeNull();
    expect(headers.get(KEPT_AT_HEADER)).toBe(String(at.getTime()));
  });

  it('Then it is asked for afresh once an hour old, or when it says nothing of its age', () => {
    const keptAt = String(at.getTime());
    expect(isShellDue(keptAt, new Date(at.getTime() + SHELL_REFRESH_MS - 1))).toBe(false);
    expect(isShellDue(keptAt, new Date(at.getTime() + SHELL_REFRESH_MS))).toBe(true);
    expect(isShellDue(null, at)).toBe(true);
    expect(isShellDue('nonsense', at)).toBe(true);
  });
});
