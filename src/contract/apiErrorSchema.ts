import { z } from 'zod';
import type { ApiError } from './errors';

/** The body of every API error (see errors.ts), as a schema for routes and tests. */
export const apiErrorSchema: z.ZodType<ApiError> = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
