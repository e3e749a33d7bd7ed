import type { ParkResponse } from './park';
import type { SessionResponse } from './session';
import type { PageText } from './texts';

/** What the server writes into every page, so the app's first paint needs no request. */
export interface InitialData {
  park: ParkResponse;
  session: SessionResponse;
  /** The owner's text the page shows (the home and About pages show 'about'), if any. */
  text: PageText | null;
}
