import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../http/errors';
import { readUpload, UPLOAD_LIMITS } from './readUpload';

const BOUNDARY = 'paddock-boundary';
const FORM_START = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA dog\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dog.png"\r\n` +
    'Content-Type: image/png\r\n\r\n',
);

afterEach(() => {
  vi.useRealTimers();
});

describe('reading the upload form', () => {
  it('When a form stops arriving, then past the arrival limit its connection is cut and it is refused as a form cut short', async () => {
    const limitMs = 60_000;
    const app = Fastify();
    await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    let refused: (outcome: unknown) => void = () => {};
    const outcome = new Promise<unknown>((resolve) => {
      refused = resolve;
    });
    app.post('/upload', async (request) => {
      await readUpload(request, limitMs).then(refused, refused);
      return {};
    });
    await app.ready();

    let reading: () => void = () => {};
    const begun = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let sent = false;
    // The start of a form, then nothing more: a phone that lost its signal.
    const payload = new Readable({
      read() {
        reading();
        if (!sent) this.push(FORM_START);
        sent = true;
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    void app
      .inject({
        method: 'POST',
        url: '/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
      })
      .catch(() => {});
    await begun;
    vi.advanceTimersByTime(limitMs);

    const error = await outcome;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('photo/bad-form');
    vi.useRealTimers();
    await app.close();
  });
});
