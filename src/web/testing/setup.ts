import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { getJson, postJson } from '../api/client';
import { forgetAnswers } from './answers';
import { TEST_NOW } from './testPark';
import { failOnUnexpectedRequests, watchAnswers } from './unexpectedRequests';

// Every component test talks to a fake of the HTTP client (see fakeApi.ts), never to a server.
// It gives the answers the test set up by endpoint (answers.ts); a request the test set up no
// answer for is refused, and fails the test (unexpectedRequests.ts).
vi.mock('../api/client', async (importOriginal) => {
  const { strictAnswer } = await import('./unexpectedRequests');
  return {
    ...(await importOriginal<typeof import('../api/client')>()),
    getJson: vi.fn(strictAnswer('GET')),
    // Through getJson's fake, so the answers and checks are the same; the tests' park time.
    getTimedJson: vi.fn(async (path: string) => ({
      answer: await vi.mocked(getJson)(path),
      serverNow: TEST_NOW,
    })),
    postJson: vi.fn(strictAnswer('POST')),
  };
});

watchAnswers({ GET: vi.mocked(getJson), POST: vi.mocked(postJson) });

// jsdom knows <dialog> but not its methods; these do what a browser does to the element.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  try {
    failOnUnexpectedRequests();
  } finally {
    // Back to the strict answers, with none set up, for the next test.
    vi.resetAllMocks();
    forgetAnswers();
  }
});
