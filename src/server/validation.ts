import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalidInput } from './errors';

/** The request's JSON body as `schema` describes it, or a 400 naming each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.body ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.query ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

export function parseParams<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.params ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}
