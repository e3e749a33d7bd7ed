/**
 * What a web test set up the fake server to answer, by method and exact address (fakeApi.ts's
 * `answer` and `answerOnce` put them here, from an endpoint of the contract). The fake client's
 * strict answer (unexpectedRequests.ts) gives them, and refuses any other request. Like that
 * module, this one imports no client, so that setup.ts's vi.mock factory can load it.
 */

type Method = 'GET' | 'POST';

/** How a request is answered, given the body it was sent with. */
export type Reply = (body: unknown) => Promise<unknown>;

interface AtAddress {
  /** Given in turn, one a request, before the standing answer. */
  once: Reply[];
  /** Given to every request once the answers for one request are used up. */
  always?: Reply;
}

const setUp: Record<Method, Map<string, AtAddress>> = { GET: new Map(), POST: new Map() };

function at(method: Method, address: string): AtAddress {
  let answers = setUp[method].get(address);
  if (!answers) {
    answers = { once: [] };
    setUp[method].set(address, answers);
  }
  return answers;
}

/** Sets up the answer to every request of that address (`always`), or to the next one only. */
export function setUpAnswer(
  method: Method,
  address: string,
  reply: Reply,
  times: 'once' | 'always',
): void {
  const answers = at(method, address);
  if (times === 'once') answers.once.push(reply);
  else answers.always = reply;
}

/** The answer set up for a request, taking it when it was for one request; none when there is none. */
export function takeAnswer(method: Method, address: string): Reply | undefined {
  const answers = setUp[method].get(address);
  return answers?.once.shift() ?? answers?.always;
}

/** The addresses a method has answers set up for, to say what the test set up. */
export function addressesSetUp(method: Method): string[] {
  return [...setUp[method].keys()];
}

/** Forgets every answer set up: setup.ts does after each test. */
export function forgetAnswers(): void {
  setUp.GET.clear();
  setUp.POST.clear();
}
