import { z } from 'zod';
import { emailInputSchema } from './fields';

import type { SessionResponse } from './session';

// Kept apart from the schemas, so the web can have it without bundling zod.
export { type SessionResponse, signedOutSession } from './session';

/** Who is signed in, exactly as the seed's session state (section 4). */
export const sessionResponseSchema: z.ZodType<SessionResponse> = z.object({
  user: z.object({ id: z.string(), email: z.string() }).nullable(),
  paid: z.boolean(),
  admin: z.boolean(),
  superAdmin: z.boolean(),
  twoFactor: z.boolean(),
});

export const accountSchema = z.object({
  email: z.string(),
  role: z.enum(['customer', 'admin', 'super-admin']),
  createdAt: z.string(),
  payments: z.number().int(),
  /** Whether the owner of the address has opened the link sent to it. */
  emailVerified: z.boolean(),
  /** Whether sign-in asks for a code from an authenticator app. */
  twoFactor: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** A new address waiting for its link to be opened, if any. */
  pendingEmail: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof accountSchema>;

// Rules on content (e-mail form, password length) are checked by the service so that each gets
// its own auth/ code; here only the shape.
export const credentialsSchema = z.object({
  email: emailInputSchema,
  password: z.string().max(10_000),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const forgotPasswordSchema = z.object({ email: emailInputSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(10_000),
});

export const resetRequestedSchema = z.object({ sent: z.literal(true) });

export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailResponseSchema = z.object({ email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export const resendVerificationResponseSchema = z.object({
  /** True when the address was already verified (nothing was sent). */
  verified: z.boolean(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

export const emptyBodySchema = z.object({}).strict();
