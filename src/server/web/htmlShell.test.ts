import { describe, expect, it } from 'vitest';
import type { ParkResponse } from '../../contract/park';
import { renderShell } from './htmlShell';

const template = '<!doctype html><html><head><title>x</title></head><body></body></html>';

describe('renderShell', () => {
  it('puts the data in the head as JSON that parses back to the same value', () => {
    const data = {
      park: { name: 'Meadow' },
      now: '2025-05-01T08:00:00.000Z',
    } as unknown as ParkResponse;
    const html = renderShell(template, data);
    const json = /<script id="paddock-data" type="application\/json">(.*)<\/script><\/head>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? '')).toEqual(data);
  });

  it('cannot be broken out of by a setting that contains a closing script tag', () => {
    const data = {
      park: { name: '</script><script>alert(1)</script>' },
      now: '2025-05-01T08:00:00.000Z',
    } as unknown as ParkResponse;
    const html = renderShell(template, data);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '').park.name).toBe('</script><script>alert(1)</script>');
  });

  it("titles the page with the park's name, escaped", () => {
    const data = {
      park: { name: 'Tom & Jerry <Field>' },
      now: '2025-05-01T08:00:00.000Z',
    } as unknown as ParkResponse;
    expect(renderShell(template, data)).toContain('<title>Tom &#38; Jerry &#60;Field&#62;</title>');
  });

  it('leaves the page as built when there is no data (the app then asks the API)', () => {
    expect(renderShell(template, null)).toBe(template);
  });
});
