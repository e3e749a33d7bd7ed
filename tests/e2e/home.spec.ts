import type { Page } from '@playwright/test';
import { expect, pageSettled, STAFF, settingsTest, signInThroughApi, test } from './fixtures';
import { backgroundHue } from './support/colours';

test('the home page shows the hero, the about text, the amenities and the booking info with prices', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meadow Paddock Dog Field' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the field' })).toBeVisible();
  await expect(page.getByText('secure dog exercise field of about half an acre')).toBeVisible();

  for (const amenity of [
    '6ft fencing, with rabbit fencing on the lower half',
    'A sheltered seating area',
    'Parking for two vehicles',
    'Up to 8 dogs at once',
  ]) {
    await expect(page.getByText(amenity)).toBeVisible();
  }

  const booking = page.getByRole('region', { name: 'Booking' });
  await expect(booking.getByRole('listitem')).toHaveText([
    '1-4 dogs 30 min £6.50 / 1 hr £11.00',
    '5-6 dogs 30 min £8.00 / 1 hr £15.00',
    '7-8 dogs 30 min £9.50 / 1 hr £18.50',
  ]);
  await expect(booking.getByText('For more dogs, phone 01632 960123.')).toBeVisible();
});

test('before opening day the home page shows the opening notice in a green event banner', async ({
  page,
}) => {
  await page.goto('/');
  const notice = page.getByRole('note');
  await expect(notice).toHaveText('Opening on the 10th of May 2025!, pre-booking available now!');
  await expect(notice).toHaveAttribute('data-notice-type', 'event');
  expect(await backgroundHue(notice)).toBe('green');
});

test('six pictures each open an enlarged view that Escape, Close or a click outside shuts, returning focus', async ({
  page,
}) => {
  await page.goto('/');
  const gallery = page.getByRole('list', { name: 'Pictures of the field' });
  const thumbnails = gallery.getByRole('button');
  await expect(thumbnails).toHaveCount(6);
  const dialog = page.getByRole('dialog');

  // Escape
  await thumbnails.nth(0).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /whole grassy field/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(0)).toBeFocused();

  // The Close button
  await thumbnails.nth(3).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Parking for two cars');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(3)).toBeFocused();

  // A click on the backdrop, outside the picture
  await thumbnails.nth(5).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(5)).toBeFocused();

  // Every one of the six opens its own picture
  for (let i = 0; i < 6; i += 1) {
    const alt = await thumbnails.nth(i).getByRole('img').getAttribute('alt');
    await thumbnails.nth(i).click();
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', alt ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('the sign-up button appears after the 500 ms wait and leads to /sign-up', async ({ page }) => {
  // The page's timers run only when the test moves this clock.
  await page.clock.install({ time: new Date('2025-05-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2025-05-01T08:00:01Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('link', { name: 'Sign up to create a booking' });

  await page.clock.runFor(450);
  await expect(button).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(button).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a booking with us' })).toHaveCount(0);

  await button.click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("the home page's first paint asks the API for nothing: the park, the session, the text and the server's time come with the page", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  await page.goto('/');
  // The button comes 500 ms after the first paint, once the page knows who is there.
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
  await pageSettled(page);
  // Only the free times, which change by the minute and so can't come with a page kept for
  // everyone; their place is kept meanwhile (decision 121).
  expect(asked).toEqual(['/api/free-times']);
});

test('loading the home page sends exactly one wake-up ping, and a failed ping is only logged', async ({
  page,
}) => {
  const pings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/ping') pings.push(request.url());
  });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/ping');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The ping has been answered, and the page has rendered again since (its button comes 500 ms
  // after the first paint): a second ping from the page's renders would have been sent by now.
  await answered;
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
  await pageSettled(page);
  expect(pings).toHaveLength(1);

  // With the server refusing the ping, the page carries on and says nothing to the visitor.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/ping', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes('Wake-up ping failed'))).toBe(true);
  await expect(page.getByText('Wake-up ping failed')).toHaveCount(0);
});

test('the wake-up ping is answered and finished, and no page breaks a rule of the Content Security Policy', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.pathname}`,
      ),
    );
  });
  const ping = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/ping');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
  // Read to its end: a request left open keeps the page from ever counting as loaded.
  expect(await (await ping).finished()).toBeNull();
  for (const path of ['/about', '/sign-in', '/booking']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
  }
});

/** The first screen's facts, as a visitor reads them. */
function firstScreen(page: Page) {
  const facts = page.getByRole('list', { name: 'At a glance' });
  return {
    name: page.getByRole('heading', { level: 1 }),
    promise: page.getByText('A private, fully fenced field that is all yours'),
    price: facts.getByRole('listitem').filter({ hasText: 'from £' }),
    hours: facts.getByRole('listitem').filter({ hasText: /^(Open today|Next open) / }),
    town: facts.getByRole('listitem').filter({ hasText: 'Where:' }),
    button: page.getByRole('link', { name: 'Sign up to create a booking' }),
  };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}×${viewport.height} the first screen shows the name, promise, price, next opening, town and the button, unscrolled`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const seen = firstScreen(page);
    await expect(seen.button).toBeVisible();
    await expect(seen.name).toHaveText('Meadow Paddock Dog Field');
    await expect(seen.price).toHaveText('Sessions from £6.50');
    // The clock says 1 May: closed until the opening day, Saturday 10 May.
    await expect(seen.hours).toHaveText('Next open Saturday 10 May 06:00–22:00');
    await expect(seen.town).toHaveText('Where: Little Fictional');
    for (const [what, locator] of Object.entries(seen)) {
      await expect(locator, what).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await seen.button.click();
    await expect(page).toHaveURL(/\/sign-up/);
  });
}

test('on a desktop the header is one row, even with every link a super admin has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const controls = nav.locator('a, button');
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const middles = [
    brand,
    ...(await Promise.all((await controls.all()).map((c) => c.boundingBox()))),
  ].map((box) => (box ? Math.round(box.y + box.height / 2) : Number.NaN));
  expect(
    middles.every((middle) => Math.abs(middle - (middles[0] ?? 0)) <= 2),
    `${middles}`,
  ).toBe(true);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThan(80);
});

test("Bookings (to book) sits with the site's pages; My bookings and Sign Out under the account", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const account = nav.getByRole('list', { name: `Your account, ${STAFF.email}` });
  await expect(account.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
    'href',
    '/my-bookings',
  );
  await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Bookings', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Bookings', exact: true })).toHaveAttribute(
    'href',
    '/booking',
  );
  // Each has its own icon, so the two never look alike at a glance.
  const icon = (name: string) =>
    nav
      .getByRole('link', { name, exact: true })
      .locator('svg')
      .evaluate((svg) => svg.innerHTML);
  expect(await icon('Bookings')).not.toBe(await icon('My bookings'));
});

settingsTest(
  "the first screen's price, hours and town come from the park's settings",
  async ({ page }) => {
    await signInThroughApi(page, STAFF.email, STAFF.password);
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    const settings = await (await page.request.get('/api/admin/settings')).json();
    const save = async (name: string, value: unknown) => {
      const answer = await page.request.post(`/api/admin/settings/${name}?confirm=yes`, {
        data: value,
        headers: { origin },
      });
      expect(answer.status(), `saving ${name}`).toBe(200);
    };
    const { park, opening, prices } = settings;
    try {
      await save(
        'prices',
        prices.map((row: { pence: number }) => ({ ...row, pence: row.pence - 150 })),
      );
      await save('park', {
        ...park,
        addressLines: ['Hilltop Farm', 'Long Lane', 'Upper Wandle', 'AB1 2CD'],
      });
      // Saturdays 07:30–16:30: the opening day is a Saturday.
      const weekly = [...opening.hours.weekly];
      weekly[5] = { opens: '07:30', closes: '16:30' };
      await save('opening', { ...opening, hours: { ...opening.hours, weekly } });

      await page.goto('/');
      const seen = firstScreen(page);
      await expect(seen.price).toHaveText('Sessions from £5.00');
      await expect(seen.hours).toHaveText('Next open Saturday 10 May 07:30–16:30');
      await expect(seen.town).toHaveText('Where: Upper Wandle');
    } finally {
      await save('prices', prices);
      await save('park', park);
      await save('opening', opening);
    }
  },
);
