import type { ParkResponse } from './park';
import type { SessionResponse } from './session';

/** What the server writes into every page, so the app's first paint needs no request. */
export interface InitialData {
  park: ParkResponse;
  session: SessionResponse;
}
