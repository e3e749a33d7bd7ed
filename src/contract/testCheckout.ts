import { z } from 'zod';

/** The built-in test checkout page's view of one checkout. */
export const testCheckoutViewSchema = z.object({
  reference: z.string(),
  /** The booking it pays for; null for a pass. */
  bookingId: z.number().int().nullable(),
  items: z.array(z.object({ description: z.string(), priceInPence: z.number().int() })),
  amountPence: z.number().int(),
  status: z.enum(['open', 'complete', 'expired']),
  expiresAt: z.string(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  email: z.string(),
});
export type TestCheckoutView = z.infer<typeof testCheckoutViewSchema>;

export const checkoutReferenceParamsSchema = z.object({
  reference: z.string().regex(/^tc_[0-9a-f]{24}$/, 'not a checkout'),
});
export const payTestCheckoutSchema = z.object({ cardNumber: z.string().max(40) });
export const paidTestCheckoutSchema = z.object({ redirectTo: z.string() });
