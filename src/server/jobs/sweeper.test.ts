import { describe, expect, it } from 'vitest';
import { Sweeper } from './sweeper';

const quiet = { warn() {} };

describe('the sweeper', () => {
  it('When it is stopped during a task, then that task finishes and the later ones wait for the next start', async () => {
    const ran: string[] = [];
    let finishFirst = () => {};
    const sweeper = new Sweeper(
      [
        {
          name: 'first',
          run: () =>
            new Promise<void>((resolve) => {
              finishFirst = () => {
                ran.push('first');
                resolve();
              };
            }),
        },
        { name: 'second', run: async () => ran.push('second') },
      ],
      quiet,
    );
    const sweep = sweeper.runOnce();
    const stopped = sweeper.stop();
    finishFirst();
    await Promise.all([sweep, stopped]);
    expect(ran).toEqual(['first']);
  });

  it('When a task fails, then it is logged and the next one still runs', async () => {
    const warned: string[] = [];
    const ran: string[] = [];
    const sweeper = new Sweeper(
      [
        { name: 'broken', run: () => Promise.reject(new Error('no')) },
        { name: 'fine', run: async () => ran.push('fine') },
      ],
      {
        warn: (_fields: unknown, message?: string) => {
          warned.push(message ?? '');
        },
      },
    );
    await sweeper.runOnce();
    expect(ran).toEqual(['fine']);
    expect(warned).toEqual(['sweep task failed; will try again']);
  });
});
