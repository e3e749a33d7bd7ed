import { type LocalDate, localDateAt } from '../../domain/dates';

/**
 * The server's instant as it was when we heard it, plus the time elapsed since on this page
 * (performance.now, which a wrong or changed device clock doesn't move).
 */
export interface ServerTime {
  serverNow: string;
  receivedAt: number;
}

export function serverTimeFrom(serverNow: string): ServerTime {
  return { serverNow, receivedAt: performance.now() };
}

export function currentInstant(time: ServerTime): Date {
  return new Date(Date.parse(time.serverNow) + (performance.now() - time.receivedAt));
}

/** Today's date in the park, whatever the device's clock or zone say. */
export function parkToday(time: ServerTime, timeZone: string): LocalDate {
  return localDateAt(currentInstant(time), timeZone);
}
