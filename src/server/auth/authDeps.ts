import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { OutboxWorker } from '../email/worker';

/** What the accounts capability uses, wired once in paddock.ts. */
export interface AuthDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  publicUrl: string;
  /** Accounts whose bookings are test bookings, once their address is verified. */
  testAccountEmails: readonly string[];
  /** Signs device cookies (deviceCookie.ts) and remembered browsers (rememberedBrowser.ts). */
  deviceKey: Buffer;
  /** The real time, for codes from authenticator apps (see TwoFactorDeps). */
  codeClock: Clock;
}
