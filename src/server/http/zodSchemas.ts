import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { invalidInput } from './errors';

/**
 * Routes declare their params, query, body and responses as zod schemas from src/contract.
 * Input that fails them answers 400 naming each field, in our error's shape (the library's
 * validator would give its own). Answers are encoded through their schema when `checkAnswers`
 * (development and tests: an answer that drifts from the contract is a 500 there); otherwise
 * they are sent as they are (see docs/decisions for the measurement).
 */
export function useZodSchemas(app: FastifyInstance, checkAnswers: boolean): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  });
  app.setSerializerCompiler(
    checkAnswers ? serializerCompiler : () => (data: unknown) => JSON.stringify(data),
  );
}
