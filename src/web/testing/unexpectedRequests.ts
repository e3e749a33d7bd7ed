import type { QueryClient } from '@tanstack/react-query';
import type { Mock } from 'vitest';
import { addressesSetUp, takeAnswer } from './answers';

/**
 * The fake HTTP client's own implementation (setup.ts makes it getJson's and postJson's): it
 * gives the answers the test set up by endpoint (fakeApi.ts's `answer`, kept in answers.ts), and
 * refuses any other request at once. A refused request is noted: setup.ts's afterEach fails the
 * test that made it, whatever the component did with the refusal. An implementation the test
 * gives the mock itself (api.get.mock…) comes before all this, as Vitest's mocks do. This module
 * imports no client, so that setup.ts's vi.mock factory can load it.
 */

type Method = 'GET' | 'POST';
type Answer = (path: string, body?: unknown) => Promise<never>;

interface Watched {
  mocks: Partial<Record<Method, Mock<(...args: never[]) => unknown>>>;
  clients: QueryClient[];
}

const watched: Watched = { mocks: {}, clients: [] };
const strictAnswers: Partial<Record<Method, Answer>> = {};
let noted: string[] = [];
/** The answers given to requests nobody set up, to tell them from the answered ones. */
const refusals = new WeakSet<object>();

function requestName(method: Method, path: unknown): string {
  return `${method} ${String(path)}`;
}

/** What this test set up, in words: each method's answers and what its query client knows. */
function whatWasSetUp(): string[] {
  const lines: string[] = [];
  for (const method of ['GET', 'POST'] as const) {
    const mock = watched.mocks[method];
    if (!mock) continue;
    const own = mock.getMockImplementation() !== strictAnswers[method];
    const addresses = addressesSetUp(method);
    // Not the request being refused now (still running), nor one refused before.
    const answered = mock.mock.calls
      .filter((_, index) => {
        const result = mock.mock.results[index];
        return result?.type !== 'incomplete' && !refusals.has(result?.value);
      })
      .map(([path]) => requestName(method, path));
    const byEndpoint =
      addresses.length > 0
        ? `answers for ${addresses.map((address) => requestName(method, address)).join(', ')} only`
        : null;
    const ofItsOwn = `an answer of its own (api.${method.toLowerCase()}.mock…)`;
    const answers = own
      ? byEndpoint
        ? `${ofItsOwn}, before ${byEndpoint}`
        : ofItsOwn
      : (byEndpoint ?? 'no answer');
    const so = answered.length > 0 ? `; answered so far: ${answered.join(', ')}` : '';
    lines.push(`${method}: ${answers}${so}`);
  }
  const known = watched.clients.flatMap((client) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data !== undefined)
      .map((query) => JSON.stringify(query.queryKey)),
  );
  lines.push(`the query client knows: ${known.length > 0 ? known.join(', ') : 'nothing'}`);
  return lines;
}

/** The refusal of a request nobody set up. */
export class UnexpectedRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnexpectedRequestError';
  }
}

/**
 * getJson's (GET) or postJson's (POST) implementation: the answers set up by endpoint, and a
 * refusal of anything else.
 */
export function strictAnswer(method: Method): Answer {
  const answer: Answer = (path, body) => {
    const reply = takeAnswer(method, path);
    if (reply) return reply(body) as Promise<never>;
    const message = [
      `${requestName(method, path)} was asked for, but the test set up no answer for it.`,
      'What the test set up:',
      ...whatWasSetUp().map((line) => `  ${line}`),
      `Set up its answer (fakeApi.ts's answer(endpoint, …), or api.${method.toLowerCase()}.mockResolvedValue…) or put the data in the query client (renderWithApi's \`known\`).`,
    ].join('\n');
    noted.push(message);
    const refusal = Promise.reject(new UnexpectedRequestError(message));
    refusals.add(refusal);
    return refusal;
  };
  strictAnswers[method] = answer;
  return answer;
}

/** The fake client's functions, to say what a test set up when it asks for something else. */
export function watchAnswers(mocks: Watched['mocks']): void {
  watched.mocks = mocks;
}

/** A query client a test renders with (renderWithApi), to say what it knows. */
export function watchClient(client: QueryClient): void {
  watched.clients.push(client);
}

/** The requests noted since the last call, forgotten as they are handed over. */
export function takeUnexpectedRequests(): string[] {
  const taken = noted;
  noted = [];
  return taken;
}

/**
 * Throws (so fails the test, from setup.ts's afterEach) when the test asked for anything it set
 * up no answer for; forgets the test's query clients either way.
 */
export function failOnUnexpectedRequests(): void {
  watched.clients = [];
  const requests = takeUnexpectedRequests();
  if (requests.length === 0) return;
  throw new Error(
    `This test made ${requests.length === 1 ? 'a request' : `${requests.length} requests`} it set up no answer for:\n\n${requests.join('\n\n')}`,
  );
}
