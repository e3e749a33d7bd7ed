import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors';
import { applyZodSchemas } from './zodSchemas';

const answerSchema = z.object({ name: z.string(), dogs: z.number().int() });

async function appAnswering(answer: unknown, checkAnswers: boolean) {
  const app = Fastify();
  registerErrorHandling(app);
  applyZodSchemas(app, checkAnswers);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/walk/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        body: z.object({ email: z.string().max(5) }),
        response: { 200: answerSchema },
      },
    },
    async () => answer as never,
  );
  await app.ready();
  return app;
}

const walk = { method: 'POST' as const, url: '/walk/7', payload: { email: 'a@b' } };

describe('routes that declare zod schemas', () => {
  it('When the input breaks them, then it is a 400 in our error shape naming each field', async () => {
    const app = await appAnswering({ name: 'Rex', dogs: 2 }, true);
    const response = await app.inject({ ...walk, url: '/walk/x', payload: { email: 'too long' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'request/invalid',
      fields: { id: expect.any(String) },
    });
    const body = await app.inject({ ...walk, payload: { email: 'too long' } });
    expect(Object.keys(body.json().error.fields)).toEqual(['email']);
  });

  it('When answers are checked, then an exact answer goes out and one with a field too many or wrong is a 500', async () => {
    expect(
      (await (await appAnswering({ name: 'Rex', dogs: 2 }, true)).inject(walk)).json(),
    ).toEqual({ name: 'Rex', dogs: 2 });
    const leaky = await appAnswering({ name: 'Rex', dogs: 2, passwordHash: 'x' }, true);
    expect((await leaky.inject(walk)).statusCode).toBe(500);
    const wrong = await appAnswering({ name: 'Rex', dogs: 'two' }, true);
    expect((await wrong.inject(walk)).statusCode).toBe(500);
  });

  it('When answers are not checked (production), then the answer goes out as it is', async () => {
    const app = await appAnswering({ name: 'Rex', dogs: 2, extra: true }, false);
    expect((await app.inject(walk)).json()).toEqual({ name: 'Rex', dogs: 2, extra: true });
  });
});
