import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getJson, postJson } from '../api/client';
import { api, byPath } from './fakeApi';
import { renderWithApi } from './renderWithApi';
import { failOnUnexpectedRequests, takeUnexpectedRequests } from './unexpectedRequests';

function AsksForNowhere() {
  const nowhere = useQuery({ queryKey: ['nowhere'], queryFn: () => getJson('/api/nowhere') });
  return <p>{nowhere.isError ? 'Refused' : 'Waiting'}</p>;
}

describe('the fake client and a request nobody set up', () => {
  it('When a test asks for what it set up no answer for, then the fake refuses, naming the request and what was set up', async () => {
    renderWithApi(<p>Nothing asks</p>);
    api.get.mockResolvedValueOnce({ page: 1, total: 0, rows: [] });
    api.post.mockResolvedValue({ saved: true });
    await expect(getJson('/api/admin/activity?page=1')).resolves.toEqual({
      page: 1,
      total: 0,
      rows: [],
    });
    await expect(postJson('/api/admin/settings/park', {})).resolves.toEqual({ saved: true });
    expect(takeUnexpectedRequests()).toEqual([]);

    const refused = getJson('/api/account/dogs');
    await expect(refused).rejects.toThrow('GET /api/account/dogs was asked for');
    await expect(refused).rejects.toThrow(
      'GET: no answer; answered so far: GET /api/admin/activity?page=1',
    );
    await expect(refused).rejects.toThrow(
      'POST: an answer of its own (api.post.mock…); answered so far: POST /api/admin/settings/park',
    );
    await expect(refused).rejects.toThrow('the query client knows: ["park"]');
    // What setup.ts's afterEach runs: this test would fail there, but the check is done here.
    expect(() => failOnUnexpectedRequests()).toThrow(
      /^This test made a request it set up no answer for:\n\nGET \/api\/account\/dogs was asked for/,
    );
    expect(takeUnexpectedRequests()).toEqual([]);
  });

  it('When a POST was set up once and is sent twice, then the second is refused', async () => {
    api.post.mockResolvedValueOnce({ moved: true });
    await expect(postJson('/api/admin/bookings/1/time', { time: '10:00' })).resolves.toEqual({
      moved: true,
    });
    await expect(postJson('/api/admin/bookings/1/time', { time: '11:00' })).rejects.toThrow(
      'POST /api/admin/bookings/1/time was asked for, but the test set up no answer for it.',
    );
    expect(takeUnexpectedRequests()).toHaveLength(1);
  });

  it('When answers are set up by path, then another path is refused, naming the paths set up', async () => {
    api.get.mockImplementation(byPath('GET', { '/api/park': { answered: true } }));
    await expect(getJson('/api/park')).resolves.toEqual({ answered: true });
    await expect(getJson('/api/texts')).rejects.toThrow(
      'GET: answers for GET /api/park only; answered so far: GET /api/park',
    );
    expect(takeUnexpectedRequests()).toEqual([
      expect.stringMatching(/^GET \/api\/texts was asked for, but the test set up no answer/),
    ]);
  });

  // The next two belong together: the first fails, as it should, and the second checks why.
  const failures: string[] = [];

  it.fails('When a component asks for what the test set up no answer for, then the test fails (this one is meant to)', async ({
    onTestFailed,
  }) => {
    onTestFailed(({ task }) => {
      failures.push(...(task.result?.errors ?? []).map((error) => error.message));
    });
    renderWithApi(<AsksForNowhere />);
    // The component sees the refusal; the test would pass here but for setup.ts's check.
    expect(await screen.findByText('Refused')).toBeInTheDocument();
  });

  it('When that test failed, then it failed for the request only, named by its method and path', () => {
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^This test made a request it set up no answer for:\n\nGET \/api\/nowhere was asked for, but the test set up no answer for it\.\nWhat the test set up:\n {2}GET: no answer\n {2}POST: no answer\n {2}the query client knows: \["park"\]\n/,
    );
  });
});
