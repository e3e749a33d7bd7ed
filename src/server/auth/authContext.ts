import type { AppContext } from '../context/appContext';

/** What the accounts capability uses of the app's context. */
export type AuthContext = Pick<
  AppContext,
  'db' | 'clock' | 'outbox' | 'publicUrl' | 'testAccountEmails' | 'deviceKey' | 'codeClock'
>;
