import { describe, expect, it } from 'vitest';
import { createAppLog } from './appLog';
import { prettyDestination, prettyLine } from './prettyLog';

// 14:03:07.412 on the machine's clock, whatever its time zone.
const TIME = new Date(2026, 10, 23, 14, 3, 7, 412).getTime();
const REQ_ID = '70f5b286-0fad-41a3-8f98-c44423c49b5b';
const base = { level: 30, time: TIME, pid: 4659, hostname: 'vps' };

describe('the readable log (prettyLine)', () => {
  it('When a request was answered, then its line is method, route, status and time, then its id', () => {
    const line = { ...base, reqId: REQ_ID, method: 'GET', route: '/api/park', status: 200, ms: 3 };
    expect(prettyLine({ ...line, msg: 'request' })).toBe(
      `14:03:07.412 INFO  GET /api/park 200 3 ms reqId=${REQ_ID}\n`,
    );
    expect(
      prettyLine({ ...line, msg: 'request', route: null, status: 404, method: 'POST', ms: 0 }),
    ).toBe(`14:03:07.412 INFO  POST (no route) 404 0 ms reqId=${REQ_ID}\n`);
  });

  it('When a line has fields of its own, then they follow its words as name=value', () => {
    expect(
      prettyLine({
        ...base,
        level: 40,
        msg: 'email deferred',
        emailId: 7,
        to: 'sam@example.com',
        reason: '451 try again later',
        at: { n: 1 },
      }),
    ).toBe(
      '14:03:07.412 WARN  email deferred emailId=7 to=sam@example.com reason="451 try again later" at={"n":1}\n',
    );
  });

  it('When an error is logged, then its line is followed by its stack, indented', () => {
    const err = {
      type: 'Error',
      message: 'boom',
      stack: 'Error: boom\n    at handler (/app/dist/server/main.js:10:5)',
      code: 'E_BOOM',
    };
    expect(prettyLine({ ...base, level: 50, reqId: REQ_ID, err, msg: 'unhandled error' })).toBe(
      `14:03:07.412 ERROR unhandled error err.code=E_BOOM reqId=${REQ_ID}\n` +
        '    Error: boom\n' +
        '        at handler (/app/dist/server/main.js:10:5)\n',
    );
    expect(prettyLine({ ...base, level: 50, err: { type: 'TypeError', message: 'no' } })).toBe(
      '14:03:07.412 ERROR no\n    TypeError: no\n',
    );
  });

  it('When colors are asked for, then the level, the status and the id are painted', () => {
    const line = prettyLine(
      { ...base, reqId: 'r1', msg: 'request', method: 'GET', route: '/', status: 500, ms: 1 },
      true,
    );
    expect(line).toContain('\u001b[31m500\u001b[39m');
    expect(line).toContain('\u001b[32mINFO ');
    // Without the paint, the same words.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's color codes
    expect(line.replace(/\u001b\[\d+m/g, '')).toBe('14:03:07.412 INFO  GET / 500 1 ms reqId=r1\n');
  });

  it('When the app logs through it, then each JSON line comes out readable, secrets still redacted', () => {
    let written = '';
    const log = createAppLog(
      'info',
      prettyDestination({ write: (text) => (written += text) }, false),
      {
        format: 'json',
      },
    );
    log.warn({ placeId: 5, password: 'hunter2' }, 'could not offer a freed slot');
    expect(written).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} WARN {2}could not offer a freed slot placeId=5 password=\[redacted\]\n$/,
    );
    written = '';
    const pretty = createAppLog(
      'info',
      { write: (text: string) => (written += text) },
      {
        format: 'pretty',
        colors: false,
      },
    );
    pretty.info({ reqId: 'r2', method: 'GET', route: '/ping', status: 200, ms: 0 }, 'request');
    expect(written).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/ping 200 0 ms reqId=r2\n$/);
  });
});
