import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { stopServing } from './stopServing';

/** A server whose one route answers after `handlerMs`; `received` settles once a request is in. */
async function appWith(handlerMs: number) {
  const app = Fastify();
  let arrived = () => {};
  const received = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/slow', async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, handlerMs));
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, address, received };
}

describe('stopping the server', () => {
  it('When a request is in flight on a kept-alive connection, then it is answered and the server stops without waiting out the grace', async () => {
    const { app, address, received } = await appWith(300);
    const inFlight = fetch(`${address}/slow`);
    await received;
    // A grace longer than the test may take: the stop must end well before it.
    const stopped = stopServing(app, 60_000);
    const answer = await inFlight;
    expect(await answer.json()).toEqual({ done: true });
    expect(await stopped).toBe(true);
    await expect(fetch(`${address}/slow`)).rejects.toThrow();
  });

  it('When a request outlasts the grace, then it is cut off and the stop does not wait for it', async () => {
    const { app, address, received } = await appWith(60_000);
    const inFlight = fetch(`${address}/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await received;
    expect(await stopServing(app, 200)).toBe(false);
    expect(await inFlight).toBe('cut off');
  });
});
