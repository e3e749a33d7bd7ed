// npm run screenshots: builds the app, starts it as the browser tests do (its own data, a fixed
// clock), walks a customer through a booking and their account page in Chromium and the owner
// through the admin workspace, and writes what they see, at a phone's 360 × 640 and a
// desktop's 1440 × 900, into docs/screenshots/ as <page>-<width>.jpg.
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { signedInWithTwoFactor, startBuiltServer } from './builtServer.mjs';
import { chromiumArgs, chromiumMissing, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
/** A weekday morning in June: the park open, a Saturday a few days off to book. */
const NOW = '2025-06-10T08:00:00+01:00';
const DAY = '14th of June 2025';
const TIME = '10:00';
const CUSTOMER = { email: 'sam.walker@example.com', password: 'long walks in the paddock' };
const OWNER = { email: 'owner@paddock.example', password: 'the owner walks the dogs at dawn' };
const SIZES = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
];

async function shoot(page, name, width) {
  const file = path.join(outDir, `${name}-${width}.jpg`);
  // Let pictures load and the home page's 500 ms wait pass.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.waitForTimeout(700);
  await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
  console.log(`${path.relative(root, file)} (${Math.round(statSync(file).size / 1024)} KiB)`);
}

async function signIn(page, account = CUSTOMER) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

/** One walk through at one size: home, booking, checkout, pay-success, My bookings. */
async function walk(browser, baseURL, { width, height }, time) {
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  // Nothing leaves the machine: the map and video hosts are refused at once.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  const page = await context.newPage();

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up to create a booking' }).waitFor();
  await shoot(page, 'home', width);

  await signIn(page);
  await page.goto('/booking');
  await page.getByLabel('Month').selectOption('2025-06');
  await page.getByRole('button', { name: new RegExp(DAY) }).click();
  await page.getByRole('group', { name: 'Time slots' }).getByRole('button').first().waitFor();
  await shoot(page, 'booking-day', width);
  await page
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button', { name: new RegExp(`^${time}`) })
    .click();
  await shoot(page, 'booking-slot', width);

  // A first booking gives a name and ticks the site rules in the sheet Book Now opens.
  await page.getByRole('button', { name: 'Book Now' }).click();
  // The second walk's customer has booked before: Book Now goes straight to the checkout.
  await page.waitForFunction(
    () => !location.pathname.startsWith('/booking') || document.querySelector('dialog[open]'),
  );
  const sheet = page.getByRole('dialog', { name: 'Before you book' });
  if (await sheet.isVisible()) {
    await shoot(page, 'booking-sheet', width);
    await sheet.getByLabel('Your name').fill('Sam Walker');
    await sheet.getByRole('checkbox', { name: /I have read the site rules/ }).check();
    await sheet.getByRole('button', { name: 'Pay by card' }).click();
  }
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page
    .getByRole('heading', { name: 'Your booking has been successfully confirmed!' })
    .waitFor();
  await shoot(page, 'pay-success', width);

  await page.goto('/my-bookings');
  await page.getByRole('heading', { level: 3 }).first().waitFor();
  await shoot(page, 'my-bookings', width);

  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Where you are signed in' })
    .getByRole('listitem')
    .first()
    .waitFor();
  await shoot(page, 'account', width);
  await context.close();
}

/** The owner's morning: a booking of the park's own today, then Today and the week's calendar. */
async function ownerWalk(browser, baseURL, { width, height }, time, remembered) {
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  await context.addCookies(remembered);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  const page = await context.newPage();
  await signIn(page, OWNER);
  const booked = await page.request.post('/api/admin/manual-bookings', {
    data: {
      date: NOW.slice(0, 10),
      time,
      dogs: 2,
      minutes: 30,
      customerName: 'Alex Morgan',
      customerEmail: `alex.morgan.${width}@example.com`,
      customerMobile: '07700 900123',
    },
    headers: { origin: baseURL },
  });
  if (!booked.ok()) throw new Error(`manual booking failed: ${await booked.text()}`);

  await page.goto('/admin');
  await page.getByRole('region', { name: /^Today's bookings/ }).waitFor();
  await shoot(page, 'admin-today', width);
  // On a phone the places are behind one menu button.
  const menu = page.getByRole('button', { name: /^Places:/ });
  if (await menu.isVisible()) {
    await menu.click();
    await shoot(page, 'admin-menu', width);
    await menu.click();
  }
  await page.goto('/admin?tab=calendar');
  await page.getByRole('heading', { name: /^Week of/ }).waitFor();
  await page.locator('[data-kind]').first().waitFor();
  await shoot(page, 'admin-calendar', width);
  await context.close();
}

const executablePath = chromiumPath();
if (!executablePath) {
  console.error(chromiumMissing);
  process.exit(1);
}
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

mkdirSync(outDir, { recursive: true });
const server = await startBuiltServer({
  appRoot: root,
  now: NOW,
  accounts: [
    { ...CUSTOMER, role: 'customer' },
    { ...OWNER, role: 'super-admin' },
  ],
  prefix: 'paddock-shots',
});
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  // Each size books its own slot, so both find it free.
  await walk(browser, server.url, SIZES[0], TIME);
  await walk(browser, server.url, SIZES[1], '11:00');
  // Staff sign in with a code: the owner sets it up once, and each walk starts in a browser
  // remembered after it, as the owner's own phone would be.
  const owner = await signedInWithTwoFactor(server.url, OWNER);
  const remembered = [
    { name: 'paddock_remember', value: owner.cookie('paddock_remember'), url: server.url },
  ];
  await ownerWalk(browser, server.url, SIZES[0], '12:00', remembered);
  await ownerWalk(browser, server.url, SIZES[1], '15:00', remembered);
} finally {
  await browser.close();
  await server.stop();
}
