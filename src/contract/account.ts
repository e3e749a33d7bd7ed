import { z } from 'zod';
import { emailInputSchema } from './fields';

// The account page (/account) and the two-factor step of signing in (docs/decisions/085, 086).

const password = z.string().max(10_000);
/** A code from the authenticator app (6 digits) or a recovery code; spaces are ignored. */
const code = z.string().min(1).max(40);

/** Answered by sign-in (and a password reset) when the account has two-factor sign-in on. */
export const codeNeededSchema = z.object({
  /** Proves the password was right; sent back with the code within 5 minutes. */
  challenge: z.string(),
});
export type CodeNeeded = z.infer<typeof codeNeededSchema>;

export const signInCodeSchema = z.object({
  challenge: z.string().min(1).max(200),
  code,
  /** Skip the code step in this browser for 30 days. */
  remember: z.boolean().default(false),
});
export type SignInCode = z.input<typeof signInCodeSchema>;

export const changePasswordSchema = z.object({
  currentPassword: password,
  newPassword: password,
});
export const passwordChangedSchema = z.object({
  /** How many other sessions were ended. */
  signedOut: z.number().int(),
});

export const changeEmailSchema = z.object({ password, email: emailInputSchema });
export const emailChangeSentSchema = z.object({ sentTo: z.string() });
export const confirmEmailChangeSchema = z.object({ token: z.string().min(1).max(200) });
export const emailChangedSchema = z.object({ email: z.string() });

export const accountSessionSchema = z.object({
  id: z.string(),
  /** E.g. "Chrome on Android", from the browser's user agent. */
  device: z.string(),
  createdAt: z.string(),
  /** Rough: refreshed at most every few minutes. */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const signedOutCountSchema = z.object({ signedOut: z.number().int() });

export const enrolmentSchema = z.object({
  /** Base32, as typed into an app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document, made on the server. */
  qrSvg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
/** With two-factor on already (a new phone), the password is asked first. */
export const startEnrolmentSchema = z.object({ password: password.optional() });
export const confirmEnrolmentSchema = z.object({ code });
export const recoveryCodesSchema = z.object({
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const passwordOnlySchema = z.object({ password });
export const passwordAndCodeSchema = z.object({ password, code: code.optional() });
export type PasswordAndCode = z.infer<typeof passwordAndCodeSchema>;
export const twoFactorStateSchema = z.object({ twoFactor: z.boolean() });

/** Download my data (GET /api/account/data): everything kept about the account. */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    email: z.string(),
    role: z.string(),
    createdAt: z.string(),
    emailVerified: z.boolean(),
    twoFactor: z.boolean(),
    testAccount: z.boolean(),
    /** The name and mobile kept for the park to reach them (decision 118); null when none. */
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    dogNames: z.array(z.string()),
    /** The last version of the site rules ticked, and when; null before any booking. */
    siteRulesAccepted: z.object({ version: z.number().int(), at: z.string() }).nullable(),
  }),
  bookings: z.array(z.record(z.string(), z.unknown())),
  payments: z.array(z.record(z.string(), z.unknown())),
  refunds: z.array(z.record(z.string(), z.unknown())),
  /** Session passes bought, with their sessions used (decision 101). */
  passes: z.array(z.record(z.string(), z.unknown())),
  /** Every place on a waiting list the account has had (decision 102). */
  waitlist: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({ device: z.string(), createdAt: z.string(), lastSeenAt: z.string() }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const accountDeletedSchema = z.object({
  /** Bookings cancelled with the account, and what the policy gave back for each. */
  cancelled: z.array(z.object({ bookingId: z.number().int(), refundPence: z.number().int() })),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;
