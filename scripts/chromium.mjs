// Where Chromium is: CHROME_PATH, else Debian's package. Playwright never downloads one here.
import { existsSync } from 'node:fs';

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((file) => Boolean(file && existsSync(file))) ?? null;
}

// Without these, Chromium keeps trying to reach Google on a machine with a closed network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const chromiumMissing =
  'Chromium was not found: install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.';
