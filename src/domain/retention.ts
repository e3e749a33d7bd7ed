/**
 * How long the park keeps each kind of data (docs/decisions/087): the figures the sweep
 * enforces, and the words the privacy notice shows, from one place so the two can't drift.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const RETENTION = {
  /** A session ends after this long, however busy. */
  sessionMaxDays: 30,
  /** …and after this long unused. */
  sessionIdleDays: 7,
  /** The step between a right password and a right code. */
  signInChallengeMinutes: 5,
  /**
   * One-time links are removed once used or expired, but not sooner than this after they were
   * made: the limits on links sent per hour count them.
   */
  linkCountedHours: 1,
  signInFailureHours: 24,
  /**
   * An e-mail's message, from when it was sent (or given up on); the row (to, subject, when)
   * stays as a record.
   */
  emailBodyDays: 90,
  /** A place on a waiting list, from when it ended (booked, left, missed, or the slot began). */
  waitlistEndedDays: 90,
  /** Bookings, payments, refunds and invoices: HMRC's six years for business records. */
  businessRecordYears: 6,
} as const;

/** One row of the privacy notice's "How long we keep your data". */
export interface RetentionPeriod {
  data: string;
  keptFor: string;
  why: string;
}

const r = RETENTION;

export const RETENTION_PERIODS: readonly RetentionPeriod[] = [
  {
    data: 'Your account (e-mail address and hashed password)',
    keptFor:
      'Until you delete it. Your address is then erased at once, everywhere we hold it; the copy in our farewell e-mail goes as soon as that e-mail is sent.',
    why: 'To let you sign in and to send you your bookings.',
  },
  {
    data: 'Sign-in sessions (which browser, when last used)',
    keptFor: `Until you sign out, after ${r.sessionIdleDays} days unused, or after ${r.sessionMaxDays} days at most.`,
    why: 'To keep you signed in, and to show you where you are signed in.',
  },
  {
    data: 'The two-factor sign-in step',
    keptFor: `${r.signInChallengeMinutes} minutes.`,
    why: 'To ask for your code after your password.',
  },
  {
    data: 'Links we e-mail you (password reset, proving or changing your address)',
    keptFor: 'Until used or expired.',
    why: 'So that only the link we sent works, and only once.',
  },
  {
    data: 'Failed sign-ins (the address tried and the internet address it came from)',
    keptFor: `${r.signInFailureHours} hours.`,
    why: 'To stop people guessing passwords.',
  },
  {
    data: 'Counters that limit repeated requests',
    keptFor: 'Until their time window ends (an hour at most).',
    why: 'To stop the site being flooded.',
  },
  {
    data: 'E-mails we send you',
    keptFor: `The message itself for ${r.emailBodyDays} days after it was sent (or could not be); a record of to whom, the subject and when, until you delete your account.`,
    why: 'To answer a question about a message and to see that it was delivered.',
  },
  {
    data: 'Places on waiting lists (which slot, since when, and any slot we held for you)',
    keptFor: `While you wait, then ${r.waitlistEndedDays} days after the place ends (you booked, left or missed the slot, or it started).`,
    why: 'To offer a slot that frees up to whoever asked first, and to answer a question about an offer.',
  },
  {
    data: 'Bookings, payments, refunds and invoices',
    keptFor: `${r.businessRecordYears} years at least. If you delete your account they are kept without your e-mail address.`,
    why: "HMRC expects a business to keep its records for six years, and the park's accounts must add up.",
  },
  {
    data: "The staff's Activity record",
    keptFor: 'As long as the park runs; without your e-mail address once you delete your account.',
    why: 'To know who changed what, and when.',
  },
];

/** What the sweep removes or blanks, as instants: everything before (or at) each is due. */
export interface RetentionCutoffs {
  /** Sessions, sign-in steps and links that expired by now. */
  expiredBy: Date;
  /** Sessions last used before this sat idle too long. */
  sessionIdleBefore: Date;
  /** Used or expired links made before this no longer count towards any limit. */
  linksMadeBefore: Date;
  signInFailuresBefore: Date;
  /** Messages sent, or given up on, before this lose their bodies. */
  emailBodiesBefore: Date;
  /** Places on waiting lists that ended before this are removed. */
  waitlistEndedBefore: Date;
}

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    expiredBy: now,
    sessionIdleBefore: ago(r.sessionIdleDays * DAY_MS),
    linksMadeBefore: ago(r.linkCountedHours * HOUR_MS),
    signInFailuresBefore: ago(r.signInFailureHours * HOUR_MS),
    emailBodiesBefore: ago(r.emailBodyDays * DAY_MS),
    waitlistEndedBefore: ago(r.waitlistEndedDays * DAY_MS),
  };
}
