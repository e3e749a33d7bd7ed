import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider, PaymentProviderName } from './provider';

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface Providers {
  /** The built-in test checkout: always there, for test accounts and machines without Stripe. */
  test: PaymentProvider;
  stripe: PaymentProvider | null;
}

export function providerNamed(providers: Providers, name: PaymentProviderName): PaymentProvider {
  const provider = name === 'stripe' ? providers.stripe : providers.test;
  if (!provider) throw new Error(`payment provider ${name} is not configured`);
  return provider;
}
