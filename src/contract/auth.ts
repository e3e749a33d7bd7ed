import { z } from 'zod';
import { emailInputSchema } from './fields';

// Kept apart from the schemas, so the web can have it without bundling zod.
export { type SessionResponse, signedOutSession } from './session';

export const accountSchema = z.object({
  email: z.string(),
  role: z.enum(['customer', 'admin', 'super-admin']),
  createdAt: z.string(),
  payments: z.number().int(),
  /** Whether the owner of the address has opened the link sent to it. */
  emailVerified: z.boolean(),
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

export const verifyEmailSchema = z.object({ token: z.string().min(1).max(200) });
export interface VerifyEmailResponse {
  email: string;
}
export interface ResendVerificationResponse {
  /** True when the address was already verified (nothing was sent). */
  verified: boolean;
}

export const emptyBodySchema = z.object({}).strict();
