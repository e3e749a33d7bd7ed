import { daysInMonth } from './calendar';
import { dateInWords, type LocalDate, parseLocalDate } from './dates';
import { lengthBeforeNoun } from './fieldSales';

/**
 * Session passes (decision 101): a bundle of sessions of one length for one band of dogs, bought
 * at once and booked one session at a time until they are used or the pass runs out.
 */
export interface PassTerms {
  name: string;
  sessions: number;
  /** A length its fields sell, in minutes. */
  minutes: number;
  /** A dog band its fields sell, by label ('1-4'). */
  dogs: string;
  pricePence: number;
  validMonths: number;
}

/** A pass as bought, and how far it has been used. */
export interface PassState {
  status: 'pending' | 'unpaid' | 'active';
  sessions: number;
  minutes: number;
  dogs: string;
  /** The last day a session may be on; null until paid. */
  validUntil: LocalDate | null;
  /** Sessions booked and not given back. */
  used: number;
  /** Sessions taken off by a refund of part of the pass. */
  withdrawn: number;
}

/**
 * The last day of a pass bought on `paidOn` for `months`: the day before the same date that
 * many months on (a month without that date ends on its last day).
 */
export function passValidUntil(paidOn: LocalDate, months: number): LocalDate {
  const { year, month, day } = parseLocalDate(paidOn);
  const total = month - 1 + months;
  const endYear = year + Math.floor(total / 12);
  const endMonth = (total % 12) + 1;
  const endDay = Math.min(day, daysInMonth(endYear, endMonth));
  const end = new Date(Date.UTC(endYear, endMonth - 1, endDay) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

export function sessionsLeft(pass: Pick<PassState, 'sessions' | 'used' | 'withdrawn'>): number {
  return Math.max(0, pass.sessions - pass.used - pass.withdrawn);
}

/** Whether the pass has run out by `today` (its last day passed). */
export function hasRunOut(pass: Pick<PassState, 'validUntil'>, today: LocalDate): boolean {
  return pass.validUntil !== null && pass.validUntil < today;
}

/** What one session of a pass is worth: its price shared over its sessions, to the penny. */
export function sessionValuePence(pricePence: number, sessions: number): number {
  return Math.round(pricePence / sessions);
}

/**
 * Why a booking on `date` for `minutes` and `dogs` can't take a session of the pass, in the
 * customer's words; null when it can.
 */
export function whyPassCannotBook(
  /** With the fields its sessions may be booked on. */
  pass: PassState & { fieldIds: readonly number[] },
  booking: { date: LocalDate; minutes: number; dogs: string; fieldId: number },
): string | null {
  if (pass.status !== 'active') return 'This pass is not paid for yet.';
  if (!pass.fieldIds.includes(booking.fieldId)) return 'This pass is not for that field.';
  if (pass.minutes !== booking.minutes || pass.dogs !== booking.dogs) {
    return `This pass is for ${lengthBeforeNoun(pass.minutes)} sessions for ${pass.dogs} dogs.`;
  }
  if (pass.validUntil !== null && booking.date > pass.validUntil) {
    return `This pass can be used for sessions until the ${dateInWords(pass.validUntil)}.`;
  }
  if (sessionsLeft(pass) === 0) return 'This pass has no sessions left.';
  return null;
}

/**
 * What the park still owes in sessions on a pass (the accountant's liability): the value of the
 * sessions left, while it can still be used. Nothing once it has run out or is not paid for.
 */
export function outstandingPence(
  pass: PassState & { pricePence: number },
  today: LocalDate,
): number {
  if (pass.status !== 'active' || hasRunOut(pass, today)) return 0;
  return sessionsLeft(pass) * sessionValuePence(pass.pricePence, pass.sessions);
}

/** A pass as its customer is shown it: what choosing one to pay with needs to know. */
export interface PassOnShow {
  status: 'pending' | 'active' | 'used-up' | 'run-out';
  minutes: number;
  dogs: string;
  fieldIds: readonly number[];
  validUntil: LocalDate | null;
  sessionsLeft: number;
}

/**
 * The customer's passes that can pay for a session: its field, band and length, on its day (any
 * day while none is chosen). The pages offer these first; the server judges with
 * whyPassCannotBook.
 */
export function passesCovering<P extends PassOnShow>(
  passes: readonly P[],
  choice: { fieldId: number; dogs: string; minutes: number; day: LocalDate | null },
): P[] {
  return passes.filter(
    (pass) =>
      pass.status === 'active' &&
      pass.sessionsLeft > 0 &&
      pass.fieldIds.includes(choice.fieldId) &&
      pass.dogs === choice.dogs &&
      pass.minutes === choice.minutes &&
      (choice.day === null || pass.validUntil === null || choice.day <= pass.validUntil),
  );
}

/** What paying with the pass costs, in the customer's words: 'Uses 1 of your 9 sessions'. */
export function passUseWords(pass: Pick<PassOnShow, 'sessionsLeft'>): string {
  return pass.sessionsLeft === 1
    ? 'Uses your last session'
    : `Uses 1 of your ${pass.sessionsLeft} sessions`;
}

/**
 * How staff read a booking paid with a pass (decision 127), where a price would say £0.00:
 * 'Paid with pass: Ten hours (session 3 of 10)', and whether the session went back.
 */
export function passPaidWords(pass: {
  name: string;
  session: number;
  sessions: number;
  returned: boolean;
}): string {
  const words = `Paid with pass: ${pass.name} (session ${pass.session} of ${pass.sessions})`;
  return pass.returned ? `${words}, session given back` : words;
}
