import { afterEach, describe, expect, it } from 'vitest';

const realFunction = globalThis.Function;

/** Every body zod hands `new Function` while `run` runs: what a no-eval CSP would refuse. */
async function codeCompiledDuring(run: () => Promise<void>): Promise<string[]> {
  const compiled: string[] = [];
  const record = (args: unknown[]) => compiled.push(String(args.at(-1)));
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args) {
      record(args);
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      record(args);
      return Reflect.apply(target, self, args);
    },
  });
  try {
    await run();
  } finally {
    globalThis.Function = realFunction;
  }
  return compiled;
}

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod under a Content Security Policy without eval', () => {
  it('When the page has run noEval before zod loads, then parsing compiles no code', async () => {
    const compiled = await codeCompiledDuring(async () => {
      await import('./noEval');
      const { z } = await import('zod');
      const booking = z.object({ id: z.number().int(), name: z.string(), dogs: z.number() });
      for (let id = 1; id <= 3; id += 1) {
        expect(booking.parse({ id, name: 'Rex', dogs: 2 })).toEqual({ id, name: 'Rex', dogs: 2 });
      }
    });
    expect(compiled).toEqual([]);
  });
});
