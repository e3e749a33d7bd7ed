import type { z } from 'zod';
import {
  type AnswerOut,
  type BodyIn,
  type Endpoint,
  type ParamsIn,
  pathOf,
  type QueryIn,
  queryOf,
} from '../../contract/endpoint';
import { getJson, postJson } from './client';

/** What a call of the endpoint sends: its path parameters, query and JSON body, as it has them. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: ParamsIn<E> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryIn<E> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: BodyIn<E> } : { body?: never });

/** Where a call of the endpoint goes: its path parameters and query (no body). */
export type AddressInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: ParamsIn<E> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: QueryIn<E> } : { query?: never });

/** Whether the endpoint needs input to be called: parameters or a body. */
type NeedsInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? true
  : E['body'] extends z.ZodType
    ? true
    : false;

type Args<E extends Endpoint> = NeedsInput<E> extends true ? [CallInput<E>] : [CallInput<E>?];

/** An address needs input only when the path has parameters. */
export type AddressArgs<E extends Endpoint> = E['params'] extends z.ZodType
  ? [AddressInput<E>]
  : [AddressInput<E>?];

/**
 * The endpoint's address with its parameters and query filled in: for links, downloads and
 * uploads, and for tests to say which request they mean. A body, when given, is not part of it.
 */
export function addressOf<E extends Endpoint>(endpoint: E, ...[input]: AddressArgs<E>): string {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `${pathOf(endpoint.path, parts?.params)}${queryOf(parts?.query)}`;
}

/**
 * Answers are checked against the contract in development and in tests, so a server and a
 * page that disagree fail there; a production build trusts the server, as the server trusts
 * its own check (http/zodSchemas.ts).
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Why an answer breaks the endpoint's contract (it matches none of its answers' schemas), or
 * null when it keeps it. The web tests' fake server checks what a test sets up with it too.
 */
export function contractBreach(endpoint: Endpoint, answer: unknown): string | null {
  const schemas = Object.values(endpoint.answers).filter((schema) => schema !== 'file');
  if (schemas.some((schema) => schema.safeParse(answer).success)) return null;
  const [first] = schemas;
  return first?.safeParse(answer).error?.message ?? 'no answer is declared';
}

/**
 * The answer as the endpoint's type, once checked against its contract in development and tests
 * (see `call`; an upload's answer comes by another road, photosApi.ts's).
 */
export function checked<E extends Endpoint>(endpoint: E, answer: unknown): AnswerOut<E> {
  if (!CHECK_ANSWERS) return answer as AnswerOut<E>;
  const why = contractBreach(endpoint, answer);
  if (why === null) return answer as AnswerOut<E>;
  throw new Error(`the answer of ${endpoint.method} ${endpoint.path} breaks the contract: ${why}`);
}

/**
 * Calls an endpoint of the contract (src/contract/api): its address, method and body come from
 * the entry, and so does the type of what it answers.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: Args<E>
): Promise<AnswerOut<E>> {
  const address = addressOf(endpoint, ...(args as unknown as AddressArgs<E>));
  const body = (args[0] as { body?: unknown } | undefined)?.body ?? {};
  const answer =
    endpoint.method === 'GET'
      ? await getJson<unknown>(address)
      : await postJson<unknown>(address, body);
  return checked(endpoint, answer);
}
