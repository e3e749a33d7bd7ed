import { type FakeStripe, startFakeStripe } from './fakeStripe';
import { startTestApp, type TestApp } from './testApp';

export interface StripeTestApp {
  t: TestApp;
  stripe: FakeStripe;
  /** Where the fake delivers its events: the app listens on a port for them. */
  webhookUrl: string;
  close(): Promise<void>;
}

/** The app with Stripe switched on, talking to a Stripe-compatible server of the test's own. */
export async function startStripeTestApp(
  now = '2025-05-01T09:00:00+01:00',
  env: Record<string, string> = {},
): Promise<StripeTestApp> {
  let t: TestApp | null = null;
  const stripe = await startFakeStripe({ now: () => (t ? t.clock.now() : new Date(now)) });
  t = await startTestApp({
    now,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      ...env,
    },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const app = t;
  return {
    t: app,
    stripe,
    webhookUrl: `${address}/api/payments/stripe/webhook`,
    async close() {
      await app.close();
      await stripe.close();
    },
  };
}
