import { describe, expect, it } from 'vitest';
import { signedOutSession } from '../../contract/auth';
import type { InitialData } from '../../contract/initialData';
import { renderShell, safeJson } from './htmlShell';

const template = '<!doctype html><html><head><title>x</title></head><body></body></html>';

function dataNamed(name: string): InitialData {
  return {
    park: { park: { name }, now: '2025-05-01T08:00:00.000Z' },
    session: signedOutSession,
  } as unknown as InitialData;
}

function embedded(html: string): unknown {
  const json = /<script id="paddock-data" type="application\/json">(.*?)<\/script><\/head>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? '');
}

describe('renderShell', () => {
  it('puts the data in the head as JSON that parses back to the same value', () => {
    const data = dataNamed('Meadow');
    expect(embedded(renderShell(template, data))).toEqual(data);
  });

  it('cannot be broken out of by a setting that contains a closing script tag', () => {
    const data = dataNamed('</script><script>alert(1)</script>');
    const html = renderShell(template, data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(embedded(html)).toEqual(data);
  });

  it("titles the page with the park's name, escaped", () => {
    expect(renderShell(template, dataNamed('Tom & Jerry <Field>'))).toContain(
      '<title>Tom &#38; Jerry &#60;Field&#62;</title>',
    );
  });

  it('keeps a signed-in e-mail address with $ patterns exactly as it is, and the page whole', () => {
    for (const email of ['a$`b@example.com', "x$&y$'z@example.com", '$$1$<n>@example.com']) {
      const data = {
        ...dataNamed('Meadow $` $& Field'),
        session: { user: { id: 'u1', email }, paid: false, admin: false, superAdmin: false },
      } as InitialData;
      const html = renderShell(template, data);
      expect(
        html.startsWith('<!doctype html><html><head><title>Meadow $` $&#38; Field</title>'),
      ).toBe(true);
      expect(html.endsWith('</head><body></body></html>')).toBe(true);
      expect(embedded(html)).toEqual(data);
    }
  });

  it('escapes what could end the script or a line inside it: <, >, &, U+2028, U+2029', () => {
    const tricky = 'a<b>c&d\u2028e\u2029f';
    const json = safeJson({ tricky });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toBe('{"tricky":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f"}');
    expect(JSON.parse(json)).toEqual({ tricky });
  });

  it('leaves the page as built when there is no data (the app then asks the API)', () => {
    expect(renderShell(template, null)).toBe(template);
  });
});
