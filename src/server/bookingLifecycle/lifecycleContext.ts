import type { AppContext } from '../context/appContext';

/**
 * What the booking life cycle (hold, confirm, refund, release, cancel, move, close) uses of the
 * app's context: the database, the time, the outbox, the payment providers, the log, and the
 * waiting lists' wake.
 */
export type LifecycleContext = Pick<
  AppContext,
  'db' | 'clock' | 'outbox' | 'publicUrl' | 'log' | 'providers' | 'waitlist'
>;
