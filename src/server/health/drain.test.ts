import { describe, expect, it } from 'vitest';
import { Drain } from './drain';

describe('the drain before a stop', () => {
  it('When nothing has asked to stop, then the instance is not draining', () => {
    expect(new Drain().draining).toBe(false);
  });

  it('When a drain runs, then it is draining at once and the drain ends after its time', async () => {
    const drain = new Drain();
    const running = drain.run(20);
    expect(drain.draining).toBe(true);
    await running;
    // On its way out: the health checks keep failing after the drain.
    expect(drain.draining).toBe(true);
  });

  it('When a drain is ended (a second signal), then it resolves without waiting out its time', async () => {
    const drain = new Drain();
    const running = drain.run(600_000);
    drain.end();
    await expect(running).resolves.toBeUndefined();
  });
});
