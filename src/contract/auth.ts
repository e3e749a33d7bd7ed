import { z } from 'zod';

// Kept apart from the schemas, so the web can have it without bundling zod.
export { type SessionResponse, signedOutSession } from './session';

export const accountSchema = z.object({
  email: z.string(),
  role: z.enum(['customer', 'admin', 'super-admin']),
  createdAt: z.string(),
  payments: z.number().int(),
});
export type AccountResponse = z.infer<typeof accountSchema>;

// Rules on content (e-mail form, password length) are checked by the service so that each gets
// its own auth/ code; here only the shape.
export const credentialsSchema = z.object({
  email: z.string().max(1_000),
  password: z.string().max(10_000),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const forgotPasswordSchema = z.object({ email: z.string().max(1_000) });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(10_000),
});

export const emptyBodySchema = z.object({}).strict();
