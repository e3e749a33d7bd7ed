import type { SessionResponse } from './auth';
import type { ParkResponse } from './park';

/** What the server writes into every page, so the app's first paint needs no request. */
export interface InitialData {
  park: ParkResponse;
  session: SessionResponse;
}
