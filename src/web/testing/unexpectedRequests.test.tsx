import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../contract/api/account';
import { adminApi } from '../../contract/api/admin';
import { bookingsApi } from '../../contract/api/bookings';
import { ownerApi, settingsApi } from '../../contract/api/owner';
import { siteApi } from '../../contract/api/site';
import { ERRORS } from '../../contract/errors';
import { addressOf, call } from '../api/call';
import { getJson, postJson } from '../api/client';
import { answer, answerOnce, api, never, refusal } from './fakeApi';
import { renderWithApi } from './renderWithApi';
import { parkAnswer } from './testPark';
import { failOnUnexpectedRequests, takeUnexpectedRequests } from './unexpectedRequests';

/** Text as a regular expression that matches it exactly. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A request no test below sets up an answer for. */
const dogs = addressOf(accountApi.dogs);

function AsksForTheDogs() {
  const names = useQuery({ queryKey: ['dogs'], queryFn: () => call(accountApi.dogs) });
  return <p>{names.isError ? 'Refused' : 'Waiting'}</p>;
}

describe('the fake client and a request nobody set up', () => {
  it('When a test asks for what it set up no answer for, then the fake refuses, naming the request and what was set up', async () => {
    renderWithApi(<p>Nothing asks</p>);
    api.get.mockResolvedValueOnce({ page: 1, total: 0, rows: [] });
    api.post.mockResolvedValue({ saved: true });
    const activity = addressOf(adminApi.activity, { query: { page: 1 } });
    const savePark = addressOf(settingsApi.save.park);
    await expect(getJson(activity)).resolves.toEqual({ page: 1, total: 0, rows: [] });
    await expect(postJson(savePark, {})).resolves.toEqual({ saved: true });
    expect(takeUnexpectedRequests()).toEqual([]);

    const refused = getJson(dogs);
    await expect(refused).rejects.toThrow(`GET ${dogs} was asked for`);
    await expect(refused).rejects.toThrow(`GET: no answer; answered so far: GET ${activity}`);
    await expect(refused).rejects.toThrow(
      `POST: an answer of its own (api.post.mock…); answered so far: POST ${savePark}`,
    );
    await expect(refused).rejects.toThrow('the query client knows: ["park"]');
    // What setup.ts's afterEach runs: this test would fail there, but the check is done here.
    expect(() => failOnUnexpectedRequests()).toThrow(
      new RegExp(
        `^This test made a request it set up no answer for:\n\nGET ${literally(dogs)} was asked for`,
      ),
    );
    expect(takeUnexpectedRequests()).toEqual([]);
  });

  it('When a POST was set up once and is sent twice, then the second is refused', async () => {
    api.post.mockResolvedValueOnce({ moved: true });
    const changeTime = addressOf(ownerApi.changeTime, { params: { id: 1 } });
    await expect(postJson(changeTime, { time: '10:00' })).resolves.toEqual({ moved: true });
    await expect(postJson(changeTime, { time: '11:00' })).rejects.toThrow(
      `POST ${changeTime} was asked for, but the test set up no answer for it.`,
    );
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('When answers are set up by endpoint, then another address is refused, naming the addresses set up', async () => {
    answer(siteApi.park, parkAnswer());
    const park = addressOf(siteApi.park);
    const faq = addressOf(siteApi.faq);
    await expect(call(siteApi.park)).resolves.toEqual(parkAnswer());
    await expect(getJson(faq)).rejects.toThrow(
      `GET: answers for GET ${park} only; answered so far: GET ${park}`,
    );
    expect(takeUnexpectedRequests()).toEqual([
      expect.stringMatching(
        new RegExp(`^GET ${literally(faq)} was asked for, but the test set up no answer`),
      ),
    ]);
  });

  it('When answers are set up by parameters and query, then each address gets its own, and another is refused', async () => {
    answer(bookingsApi.cancel, { params: { id: 7 } }, { refundPence: 650 });
    answer(bookingsApi.cancel, { params: { id: 8 } }, refusal('booking/terms-changed'));
    answer(adminApi.activity, { query: { page: 2 } }, { page: 2, total: 30, rows: [] });
    const cancel = (id: number) =>
      call(bookingsApi.cancel, { params: { id }, body: { expect: 'full-refund' } });
    await expect(cancel(7)).resolves.toEqual({ refundPence: 650 });
    await expect(cancel(8)).rejects.toThrow('The cancellation terms have changed.');
    await expect(call(adminApi.activity, { query: { page: 2 } })).resolves.toMatchObject({
      page: 2,
    });
    const page1 = addressOf(adminApi.activity, { query: { page: 1 } });
    await expect(getJson(page1)).rejects.toThrow(`GET ${page1} was asked for`);
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('When answers are set up once, then they are given in turn before the standing one, and then refused when there is none', async () => {
    const none = { sessions: [] };
    answerOnce(accountApi.sessions, refusal('service/unavailable'));
    answerOnce(accountApi.sessions, never());
    answer(accountApi.sessions, none);
    await expect(call(accountApi.sessions)).rejects.toThrow(ERRORS['service/unavailable'].message);
    const waiting = await Promise.race([
      call(accountApi.sessions),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 20)),
    ]);
    expect(waiting).toBe('still waiting');
    await expect(call(accountApi.sessions)).resolves.toEqual(none);
    await expect(call(accountApi.sessions)).resolves.toEqual(none);

    answerOnce(accountApi.dogs, { names: ['Moss'] });
    await expect(call(accountApi.dogs)).resolves.toEqual({ names: ['Moss'] });
    await expect(getJson(dogs)).rejects.toThrow(`GET ${dogs} was asked for`);
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('When an answer is a function, then it is given the body sent', async () => {
    answer(accountApi.keepDogs, (body) => ({ names: body.names.map((name) => name.trim()) }));
    await expect(
      call(accountApi.keepDogs, { body: { names: [' Moss ', 'Pepper'] } }),
    ).resolves.toEqual({ names: ['Moss', 'Pepper'] });
  });

  it('When an answer set up is not one its endpoint answers, then setting it up fails, naming the endpoint', () => {
    expect(() =>
      answer(bookingsApi.cancel, { params: { id: 7 } }, {
        refundPence: 'all of it',
      } as never),
    ).toThrow(
      new RegExp(
        `^The answer set up for POST ${literally(bookingsApi.cancel.path)} is not one its contract describes`,
      ),
    );
  });

  // The next two belong together: the first fails, as it should, and the second checks why.
  const failures: string[] = [];

  it.fails('When a component asks for what the test set up no answer for, then the test fails (this one is meant to)', async ({
    onTestFailed,
  }) => {
    onTestFailed(({ task }) => {
      failures.push(...(task.result?.errors ?? []).map((error) => error.message));
    });
    renderWithApi(<AsksForTheDogs />);
    // The component sees the refusal; the test would pass here but for setup.ts's check.
    expect(await screen.findByText('Refused')).toBeInTheDocument();
  });

  it('When that test failed, then it failed for the request only, named by its method and path', () => {
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      new RegExp(
        `^This test made a request it set up no answer for:\n\nGET ${literally(dogs)} was asked for, but the test set up no answer for it\\.\nWhat the test set up:\n {2}GET: no answer\n {2}POST: no answer\n {2}the query client knows: \\["park"\\]\n`,
      ),
    );
  });
});
