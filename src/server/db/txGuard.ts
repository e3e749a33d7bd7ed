import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Inside a transaction, code must use the transaction's handle. Using the database itself
 * there would, on PGlite's single connection, wait for the transaction to end: forever. This
 * notices it at once and says so instead.
 */
export class TransactionGuard {
  private readonly inside = new AsyncLocalStorage<true>();

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.inside.run(true, work);
  }

  check(): void {
    if (this.inside.getStore()) {
      throw new Error('the database was used inside a transaction instead of its handle (tx)');
    }
  }
}
