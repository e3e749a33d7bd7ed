import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract/api';

const WHO = {
  anyone: 'anyone',
  'signed-in': 'signed in',
  admin: 'admins',
  'super-admin': 'super admins',
} as const;

/** The README's list, as the route table has it: one row an endpoint, in the table's order. */
const expected = [
  '| Method | Path | Who may call it |',
  '| --- | --- | --- |',
  ...allEndpoints.map(
    (endpoint) => `| ${endpoint.method} | \`${endpoint.path}\` | ${WHO[endpoint.access]} |`,
  ),
];

describe("the README's list of the API", () => {
  it('When an endpoint is added to the route table, then the README lists it as the table says', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const section = readme.split('\n### The API\n')[1]?.split('\n### ')[0] ?? '';
    const listed = section.split('\n').filter((line) => line.startsWith('| '));
    expect(listed, `README.md's "The API" should list:\n${expected.join('\n')}`).toEqual(expected);
  });
});
