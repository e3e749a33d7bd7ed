import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { invalidInput } from './errors';

/**
 * An answer's check, in development and tests: it must be exactly what its schema describes.
 * A field the schema does not list is an error here, not silently dropped: production sends the
 * answer as it is, so what the tests pass is what goes out.
 */
function checkedAnswer(schema: ZodType, route: string) {
  return (data: unknown): string => {
    const text = JSON.stringify(data);
    const sent: unknown = text === undefined ? undefined : JSON.parse(text);
    const result = schema.safeParse(sent);
    if (!result.success) {
      throw new Error(`the answer of ${route} breaks its schema: ${result.error.message}`);
    }
    if (!isDeepStrictEqual(result.data, sent)) {
      throw new Error(`the answer of ${route} carries fields its schema does not list`);
    }
    return text;
  };
}

/**
 * Routes declare their params, query, body and answers as zod schemas from src/contract.
 * Input that fails them answers 400 naming each field, in our error's shape (the library's
 * validator would give its own). Answers are checked against their schema when `checkAnswers`
 * (development and tests) and sent as they are otherwise: the check costs more than the
 * JSON itself (see docs/decisions and tests/bench/answers.bench.ts).
 */
export function applyZodSchemas(app: FastifyInstance, checkAnswers: boolean): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  });
  app.setSerializerCompiler<ZodType>(({ schema, method, url }) =>
    checkAnswers ? checkedAnswer(schema, `${method} ${url}`) : (data) => JSON.stringify(data),
  );
}
