import { vi } from 'vitest';
import type { AnswerOut, BodyIn, Endpoint } from '../../contract/endpoint';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import { type AddressInput, addressOf, contractBreach } from '../api/call';
import { ApiRequestError, getJson, postJson } from '../api/client';
import { setUpAnswer } from './answers';

/**
 * The HTTP client as setup.ts replaces it: each test says what the server answers, best by
 * endpoint of the contract (`answer`, `answerOnce`). A request the test set up no answer for is
 * refused and fails the test, naming it and what was set up (unexpectedRequests.ts). Which
 * requests were made is asked of `api.get` and `api.post`, by address (`addressOf`).
 */
export const api = { get: vi.mocked(getJson), post: vi.mocked(postJson) };

/** An answer that never comes: what is asked for stays loading. */
export function never(): Promise<never> {
  return new Promise(() => {});
}

/** The server refusing with a code of the catalogue, in the catalogue's words. */
export function refusal(code: ErrorCode, fields?: Record<string, string>): ApiRequestError {
  const { status, message } = ERRORS[code];
  return new ApiRequestError(status, code, message, fields);
}

/** No answer at all, as when the phone is offline. */
export function offline(): ApiRequestError {
  return new ApiRequestError(
    0,
    'network',
    "We can't reach the park's booking system. Check your connection and try again.",
  );
}

type Given<E extends Endpoint> = AnswerOut<E> | Error | Promise<AnswerOut<E>>;

/**
 * What the server answers a request of an endpoint: an answer its contract describes; a refusal
 * (an Error, such as refusal() or offline()); a promise of an answer, such as never() or one the
 * test settles later; or a function of the body sent, giving any of those.
 */
export type Reply<E extends Endpoint> = Given<E> | ((body: BodyIn<E>) => Given<E>);

/** An answer that is not of the endpoint's contract fails the test where it is set up. */
function checkedAnswer(endpoint: Endpoint, answer: unknown): unknown {
  if (answer instanceof Error || answer instanceof Promise) return answer;
  const why = contractBreach(endpoint, answer);
  if (why !== null) {
    throw new Error(
      `The answer set up for ${endpoint.method} ${endpoint.path} is not one its contract describes: ${why}`,
    );
  }
  return answer;
}

function setUp(times: 'once' | 'always', endpoint: Endpoint, args: unknown[]): void {
  const [input, reply] = args.length === 1 ? [undefined, args[0]] : args;
  const address = addressOf(endpoint, input as never);
  const given = typeof reply === 'function' ? undefined : checkedAnswer(endpoint, reply);
  setUpAnswer(
    endpoint.method,
    address,
    async (body) => {
      const answer =
        typeof reply === 'function'
          ? checkedAnswer(endpoint, await (reply as (body: unknown) => unknown)(body))
          : given;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    times,
  );
}

/**
 * Sets up what the server answers every request of the endpoint at that address (its path
 * parameters and query: `addressOf`), for the rest of the test; the endpoint's address alone
 * when it has no parameters. Setting it up again replaces it. The answer is checked against the
 * endpoint's contract here, as `call` checks it.
 *
 *     answer(siteApi.park, parkAnswer());
 *     answer(bookingsApi.booking, { params: { id: 7 } }, view);
 *     answer(adminApi.users, { query: { sort: 'newest' } }, firstPage);
 *     answer(bookingsApi.cancel, { params: { id: 42 } }, refusal('booking/terms-changed'));
 */
export function answer<E extends Endpoint>(endpoint: E, reply: Reply<E>): void;
export function answer<E extends Endpoint>(endpoint: E, at: AddressInput<E>, reply: Reply<E>): void;
export function answer(endpoint: Endpoint, ...args: unknown[]): void {
  setUp('always', endpoint, args);
}

/**
 * Sets up the answer to the next request of the endpoint at that address only. Answers set up
 * once are given in the order set up, before any standing one (`answer`); when they are used up
 * and there is none, a further request is refused.
 */
export function answerOnce<E extends Endpoint>(endpoint: E, reply: Reply<E>): void;
export function answerOnce<E extends Endpoint>(
  endpoint: E,
  at: AddressInput<E>,
  reply: Reply<E>,
): void;
export function answerOnce(endpoint: Endpoint, ...args: unknown[]): void {
  setUp('once', endpoint, args);
}
