import { readSettings, type Sql } from '../db/database';
import { readPublicPark } from '../park/parkSql';

/** The name the app goes by before the park's settings can be read (index.html's title). */
const FALLBACK_NAME = 'Dog field bookings';

/** The header's green and the page's background (global.css). */
const THEME_COLOUR = '#2f6b3a';
const BACKGROUND_COLOUR = '#f5f7f2';

/** Launchers show about 12 characters under an icon. */
const SHORT_NAME_LENGTH = 12;

/** The park's name as short as a launcher shows it: its first words, whole, up to 12 letters. */
export function shortNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || name.trim();
}

/**
 * The web app's manifest (docs/decisions/116): installed, the app goes by the park's name as the
 * settings have it now, opens on My bookings (the gate code, with or without signal) and has the
 * header's logo as its icon (made with the build: scripts/serviceWorkerPlugin.mjs).
 */
export function webManifest(parkName: string) {
  return {
    id: '/',
    name: parkName,
    short_name: shortNameOf(parkName),
    description:
      'Book the field, and keep your gate code with you: your bookings to come open with no signal.',
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/my-bookings',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'My bookings', url: '/my-bookings' },
      { name: 'Book a session', url: '/booking' },
    ],
  };
}

/**
 * The manifest with the park's name, read with the settings (kept in memory, decision 092); with
 * the generic name while the database can't be reached, as the app installed is still the app.
 */
export async function manifestOfPark(
  db: Sql,
  onError: (error: unknown) => void,
): Promise<ReturnType<typeof webManifest>> {
  try {
    return await readSettings(db, 'web manifest', async (tables) =>
      webManifest((await readPublicPark(tables)).name),
    );
  } catch (error) {
    onError(error);
    return webManifest(FALLBACK_NAME);
  }
}
