import { parseLocalDate } from '../../domain/dates';

/** '2025-06-14' → '14/06/2025', the en-GB short form staff read. */
export function shortDate(date: string): string {
  const { year, month, day } = parseLocalDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

const instantDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });

/** An instant's date in park time, en-GB. */
export function shortDateOf(iso: string, timeZone: string): string {
  return (
    timeZone === 'Europe/London' ? instantDate : new Intl.DateTimeFormat('en-GB', { timeZone })
  ).format(new Date(iso));
}
