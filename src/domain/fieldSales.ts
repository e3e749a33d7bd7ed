/**
 * What one field sells: the lengths of its sessions, how often a session may start, the bands
 * its dogs are counted in, and a price for each band and length (with an optional weekend
 * price). The seed's field is `SEED_FIELD_SALES`; any other field is data the owner sets, so
 * nothing here assumes 30 or 60 minutes or the bands 1-4, 5-6 and 7-8.
 */
import { dayOfWeek } from './calendar';
import type { LocalDate } from './dates';
import { type ClockTime, clockTimeOf, isClockTime, minutesOf } from './slots';

/** Dogs from `from` to `to`, both counted. */
export interface DogBandRange {
  from: number;
  to: number;
}

export interface FieldPrice {
  /** The band's label, as `bandLabel` writes it: '1-4', '3'. */
  band: string;
  minutes: number;
  pence: number;
  /** Charged on Saturdays and Sundays instead, when set. */
  weekendPence: number | null;
}

export interface FieldSales {
  maxDogs: number;
  /** The session lengths sold, in minutes, shortest first. */
  lengths: readonly number[];
  /** Minutes between the start times a day offers; null is the seed's rule: a session's own length. */
  startStepMinutes: number | null;
  /** From 1 dog to `maxDogs`, in order, with no gap or overlap. */
  bands: readonly DogBandRange[];
  prices: readonly FieldPrice[];
}

export const SHORTEST_SESSION_MINUTES = 15;
export const LONGEST_SESSION_MINUTES = 240;
export const MOST_DOGS_A_FIELD_TAKES = 50;

/** The seed's field: 30 minutes or 1 hour, 1-4, 5-6 or 7-8 dogs, at the seed's prices. */
export const SEED_FIELD_SALES: FieldSales = {
  maxDogs: 8,
  lengths: [30, 60],
  startStepMinutes: null,
  bands: [
    { from: 1, to: 4 },
    { from: 5, to: 6 },
    { from: 7, to: 8 },
  ],
  prices: [
    { band: '1-4', minutes: 30, pence: 650, weekendPence: null },
    { band: '1-4', minutes: 60, pence: 1100, weekendPence: null },
    { band: '5-6', minutes: 30, pence: 800, weekendPence: null },
    { band: '5-6', minutes: 60, pence: 1500, weekendPence: null },
    { band: '7-8', minutes: 30, pence: 950, weekendPence: null },
    { band: '7-8', minutes: 60, pence: 1850, weekendPence: null },
  ],
};

/** '1-4' for 1 to 4 dogs, '3' for exactly 3. */
export function bandLabel(band: DogBandRange): string {
  return band.from === band.to ? String(band.from) : `${band.from}-${band.to}`;
}

/** The band a label names, or null when it names none ('1-4' → 1 to 4). */
export function parseBandLabel(label: string): DogBandRange | null {
  const match = /^([1-9]\d?)(?:-([1-9]\d?))?$/.exec(label);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return to >= from ? { from, to } : null;
}

/** The field's band a label names, or null when the field has no such band. */
export function bandNamed(sales: FieldSales, label: string): DogBandRange | null {
  return sales.bands.find((band) => bandLabel(band) === label) ?? null;
}

/** The band that `dogs` dogs fall in, or null when the field takes no such number. */
export function bandForDogs(sales: Pick<FieldSales, 'bands'>, dogs: number): DogBandRange | null {
  return sales.bands.find((band) => dogs >= band.from && dogs <= band.to) ?? null;
}

/** '30 minutes', '1 hour', '1 hour 30 minutes', '2 hours'. */
export function lengthInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const restWords = rest === 0 ? '' : `${rest} minutes`;
  return [hourWords, restWords].filter(Boolean).join(' ');
}

/**
 * A length before the noun it describes: '30 minute', '1 hour', '2 hour', '90 minute' (with
 * `joiner` '-': '30-minute', '1-hour'), as in '1 hour sessions' or 'a 30-minute slot'.
 */
export function lengthBeforeNoun(minutes: number, joiner = ' '): string {
  return minutes % 60 === 0 ? `${minutes / 60}${joiner}hour` : `${minutes}${joiner}minute`;
}

/** Choices as one phrase: '1-4, 5-6 or 7-8'. */
export function choicesInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** '30 minutes or 1 hour', '45 minutes, 1 hour or 2 hours'. */
export function lengthsInWords(lengths: readonly number[]): string {
  return choicesInWords(lengths.map(lengthInWords));
}

/** Whether a date is a Saturday or a Sunday, when a weekend price applies. */
export function isWeekend(date: LocalDate): boolean {
  return dayOfWeek(date) >= 6;
}

/**
 * What a session of `minutes` for a band costs on `date`, in pence: the weekend price on a
 * Saturday or Sunday where one is set. Null when the field does not sell that band and length.
 */
export function sessionPrice(
  sales: FieldSales,
  band: string,
  minutes: number,
  date: LocalDate,
): number | null {
  const row = sales.prices.find((price) => price.band === band && price.minutes === minutes);
  if (!row) return null;
  return isWeekend(date) && row.weekendPence !== null ? row.weekendPence : row.pence;
}

/** Minutes between the start times of sessions of `length`. */
export function startStep(sales: Pick<FieldSales, 'startStepMinutes'>, length: number): number {
  return sales.startStepMinutes ?? length;
}

/** The start times a day open from `opens` to `closes` offers for sessions of `length`. */
export function startTimes(
  sales: Pick<FieldSales, 'startStepMinutes'>,
  opens: ClockTime,
  closes: ClockTime,
  length: number,
): ClockTime[] {
  const step = startStep(sales, length);
  const last = minutesOf(closes) - length;
  const times: ClockTime[] = [];
  for (let start = minutesOf(opens); start <= last; start += step) times.push(clockTimeOf(start));
  return times;
}

/** Whether `time` is one of the start times that `startTimes` offers. */
export function isStartTime(
  sales: Pick<FieldSales, 'startStepMinutes'>,
  time: string,
  opens: ClockTime,
  closes: ClockTime,
  length: number,
): boolean {
  if (!isClockTime(time)) return false;
  const start = minutesOf(time);
  const open = minutesOf(opens);
  return (
    start >= open &&
    (start - open) % startStep(sales, length) === 0 &&
    start + length <= minutesOf(closes)
  );
}

function isWholeBetween(value: number, low: number, high: number): boolean {
  return Number.isInteger(value) && value >= low && value <= high;
}

function lengthProblems(sales: FieldSales): string[] {
  const problems: string[] = [];
  if (sales.lengths.length === 0) problems.push('Sell at least one session length.');
  for (const length of sales.lengths) {
    if (!isWholeBetween(length, SHORTEST_SESSION_MINUTES, LONGEST_SESSION_MINUTES)) {
      problems.push(
        `A session lasts from ${SHORTEST_SESSION_MINUTES} to ${LONGEST_SESSION_MINUTES} minutes, not ${length}.`,
      );
    }
  }
  if (new Set(sales.lengths).size !== sales.lengths.length) {
    problems.push('Each session length once.');
  }
  const step = sales.startStepMinutes;
  if (step !== null && !isWholeBetween(step, 5, LONGEST_SESSION_MINUTES)) {
    problems.push(`Sessions start every 5 to ${LONGEST_SESSION_MINUTES} minutes, not ${step}.`);
  }
  return problems;
}

function bandProblems(sales: FieldSales): string[] {
  if (!isWholeBetween(sales.maxDogs, 1, MOST_DOGS_A_FIELD_TAKES)) {
    return [`A field takes from 1 to ${MOST_DOGS_A_FIELD_TAKES} dogs, not ${sales.maxDogs}.`];
  }
  const problems: string[] = [];
  let next = 1;
  for (const band of sales.bands) {
    if (band.from !== next || band.to < band.from) {
      problems.push(`The dog bands must run from 1 to ${sales.maxDogs} in order, without gaps.`);
      return problems;
    }
    next = band.to + 1;
  }
  if (next !== sales.maxDogs + 1) {
    problems.push(`The dog bands must run from 1 to ${sales.maxDogs} in order, without gaps.`);
  }
  return problems;
}

function priceProblems(sales: FieldSales): string[] {
  const problems: string[] = [];
  for (const band of sales.bands.map(bandLabel)) {
    for (const minutes of sales.lengths) {
      const rows = sales.prices.filter((row) => row.band === band && row.minutes === minutes);
      if (rows.length !== 1) {
        problems.push(`Give one price for ${band} dogs for ${lengthInWords(minutes)}.`);
        continue;
      }
      const [row] = rows;
      const amounts = [row?.pence, row?.weekendPence].filter((pence) => pence != null);
      if (amounts.some((pence) => !isWholeBetween(pence as number, 0, 100_000_00))) {
        problems.push(`The price for ${band} dogs for ${lengthInWords(minutes)} is not an amount.`);
      }
    }
  }
  const sold = new Set(
    sales.bands.flatMap((band) => sales.lengths.map((m) => `${bandLabel(band)}/${m}`)),
  );
  if (sales.prices.some((row) => !sold.has(`${row.band}/${row.minutes}`))) {
    problems.push('A price is for a band or length the field does not sell.');
  }
  return problems;
}

/** What is wrong with a field's lengths, bands and prices, in the owner's words; none when right. */
export function fieldSalesProblems(sales: FieldSales): string[] {
  const bands = bandProblems(sales);
  const lengths = lengthProblems(sales);
  return [
    ...lengths,
    ...bands,
    ...(bands.length + lengths.length === 0 ? priceProblems(sales) : []),
  ];
}

/** One band's counts in the dog choice: '5-6' with 5 and 6. */
export interface DogCountGroup {
  band: string;
  counts: number[];
}

/**
 * Every number of dogs the field takes, 1 to its most, under the band each falls in and is
 * priced by (the seed's '1-4', '5-6', '7-8'). A band above the field's most is left out.
 */
export function dogCountGroups(sales: Pick<FieldSales, 'bands' | 'maxDogs'>): DogCountGroup[] {
  return sales.bands
    .map((band) => {
      const counts: number[] = [];
      for (let count = band.from; count <= Math.min(band.to, sales.maxDogs); count += 1) {
        counts.push(count);
      }
      return { band: bandLabel(band), counts };
    })
    .filter((group) => group.counts.length > 0);
}

/** '1 dog', '5 dogs'. */
export function dogsInWords(count: number): string {
  return count === 1 ? '1 dog' : `${count} dogs`;
}
