import { currentInstant, type ServerTime } from '../../lib/serverTime';

/** Whole seconds from the server's now (as this page keeps it) to `endsAt`; never below 0. */
export function secondsLeft(endsAt: string, time: ServerTime): number {
  const left = Date.parse(endsAt) - currentInstant(time).getTime();
  return Math.max(0, Math.ceil(left / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '14:21' (minutes and seconds), or '1:05:09' from an hour up. */
export function clockWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${twoDigits(seconds % 60)}`;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${twoDigits(minutes)}:${rest}`;
}

/** The points a screen reader is told of, in seconds left: a few, not every tick. */
export const ANNOUNCED_AT = [
  { seconds: 300, words: '5 minutes left to pay.' },
  { seconds: 60, words: '1 minute left to pay.' },
] as const;

/** What to announce on going from `before` to `now` seconds left, if a point was passed. */
export function announcementBetween(before: number, now: number): string | null {
  const passed = ANNOUNCED_AT.filter((point) => before > point.seconds && now <= point.seconds);
  return passed.at(-1)?.words ?? null;
}
