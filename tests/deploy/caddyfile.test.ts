// The production test's Caddyfile is the README's (decision 141): the rehearsal's file, line for
// line, with the test's own lines added, and the same reverse_proxy block as the server's file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caddyfile } from '../e2e/support/caddy';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The first ```caddyfile block after `heading`, as lines without indentation or comments. */
function caddyfileAfter(heading: string): string[] {
  const from = readme.indexOf(heading);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const start = readme.indexOf('```caddyfile\n', from) + '```caddyfile\n'.length;
  const end = readme.indexOf('```', start);
  return meaningful(readme.slice(start, end));
}

function meaningful(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The lines inside the reverse_proxy block. */
function proxyBlock(lines: string[]): string[] {
  const start = lines.findIndex((line) => line.startsWith('reverse_proxy '));
  return lines.slice(start + 1, lines.indexOf('}', start));
}

describe("the README's Caddyfiles", () => {
  const server = caddyfileAfter('#### The Caddyfile');
  const rehearsal = caddyfileAfter('#### Rehearse it on one machine first');

  it("When the server's and the rehearsal's files are read, then their reverse_proxy blocks are the same", () => {
    expect(proxyBlock(rehearsal)).toEqual(proxyBlock(server));
    expect(proxyBlock(server)).toContain('health_interval 1s');
  });

  it("When the production test writes its Caddyfile, then it holds every line of the rehearsal's, in order", () => {
    const test = meaningful(
      caddyfile('/tmp/caddy-home', { http: 8080, https: 8443 }, [
        '127.0.0.1:3000',
        '127.0.0.1:3001',
      ]),
    );
    let at = 0;
    for (const line of rehearsal) {
      const found = test.indexOf(line, at);
      expect(found, `"${line}" after line ${at} of the test's Caddyfile`).toBeGreaterThanOrEqual(
        at,
      );
      at = found + 1;
    }
  });
});
