import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { OutboxWorker } from '../email/worker';
import type { PaymentProvider, PaymentProviderName } from './provider';

/** What the payment stories need: the database, the time, the outbox and the providers. */
export interface PaymentsContext {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  providers: Providers;
}

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
