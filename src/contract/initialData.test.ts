import { describe, expect, it } from 'vitest';
import { serverNowOf, serverTimingOf } from './initialData';

describe("the server's time in a Server-Timing header", () => {
  it('When the server writes its time, then the web reads the same instant back', () => {
    const now = new Date('2025-05-01T08:00:00.000Z');
    expect(serverNowOf(serverTimingOf(now))).toBe('2025-05-01T08:00:00.000Z');
  });

  it('When a proxy adds metrics of its own around ours, then ours is still found', () => {
    const header = `cdn-cache;desc=MISS, ${serverTimingOf(new Date('2025-05-01T08:00:00Z'))}, edge;dur=2`;
    expect(serverNowOf(header)).toBe('2025-05-01T08:00:00.000Z');
  });

  it('When the header is missing, or its time is not a time, then there is none', () => {
    expect(serverNowOf(null)).toBeNull();
    expect(serverNowOf(undefined)).toBeNull();
    expect(serverNowOf('now;desc="soon"')).toBeNull();
    expect(serverNowOf('then;desc="2025-05-01T08:00:00.000Z"')).toBeNull();
  });
});
