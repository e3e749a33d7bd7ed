import { describe, expect, it } from 'vitest';
import type { SharedPageData } from '../../contract/initialData';
import { type SessionResponse, signedOutSession } from '../../contract/session';
import { type PageShell, renderShell, safeJson, withSession } from './htmlShell';

const template = '<!doctype html><html><head><title>x</title></head><body></body></html>';

function dataNamed(name: string): SharedPageData {
  return { park: { name }, text: null } as unknown as SharedPageData;
}

const whole = (shell: PageShell) => shell.head + shell.rest;

function embedded(html: string, id = 'paddock-data'): unknown {
  const json = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '');
}

describe('renderShell', () => {
  it('puts the data in the head as JSON that parses back to the same value', () => {
    const data = dataNamed('Meadow');
    const shell = renderShell(template, data, '/');
    expect(embedded(whole(shell))).toEqual(data);
    expect(shell.rest).toBe('</head><body></body></html>');
  });

  it('cannot be broken out of by a setting that contains a closing script tag', () => {
    const data = dataNamed('</script><script>alert(1)</script>');
    const html = whole(renderShell(template, data, '/'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html)).toEqual(data);
  });

  it("titles the page with the park's name, escaped", () => {
    expect(whole(renderShell(template, dataNamed('Tom & Jerry <Field>'), '/'))).toContain(
      '<title>Tom &#38; Jerry &#60;Field&#62;</title>',
    );
  });

  it('keeps a signed-in e-mail address with $ patterns exactly as it is, and the page whole', () => {
    const shell = renderShell(template, dataNamed('Meadow $` $& Field'), '/about');
    for (const email of ['a$`b@example.com', "x$&y$'z@example.com", '$$1$<n>@example.com']) {
      const session: SessionResponse = { ...signedOutSession, user: { id: 'u1', email } };
      const html = withSession(shell, session);
      expect(
        html.startsWith('<!doctype html><html><head><title>Meadow $` $&#38; Field</title>'),
      ).toBe(true);
      expect(html.endsWith('</script></head><body></body></html>')).toBe(true);
      expect(embedded(html, 'paddock-session')).toEqual(session);
      expect(embedded(html)).toEqual(dataNamed('Meadow $` $& Field'));
    }
  });

  it('escapes what could end the script or a line inside it: <, >, &, U+2028, U+2029', () => {
    const tricky = 'a<b>c&d\u2028e\u2029f';
    const json = safeJson({ tricky });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toBe('{"tricky":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f"}');
    expect(JSON.parse(json)).toEqual({ tricky });
  });
});
