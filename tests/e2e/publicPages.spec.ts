import { expect, test } from './fixtures';
import { backgroundHue } from './support/colours';

const publicRoutes = [
  { path: '/', heading: 'Meadow Paddock Dog Field' },
  { path: '/about', heading: 'About Meadow Paddock Dog Field' },
  { path: '/site-rules', heading: 'Site Rules' },
  { path: '/cancellation-policy', heading: 'Cancellation, T&C Policy' },
  { path: '/free-times', heading: 'Free times' },
  { path: '/sign-up', heading: 'Sign up' },
  { path: '/sign-in', heading: 'Sign in' },
  { path: '/forgot-password', heading: 'Forgot password' },
];

const signedOutNav = [
  { name: 'Home', href: '/' },
  { name: 'Site Rules', href: '/site-rules' },
  { name: 'About / Images', href: '/about' },
  { name: 'Cancellation, T&C Policy', href: '/cancellation-policy' },
  { name: 'Sign up', href: '/sign-up' },
  { name: 'Sign in', href: '/sign-in' },
];

for (const route of publicRoutes) {
  test(`${route.path} opens directly in a fresh tab with the shared header and footer`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(signedOutNav.map((item) => item.name));
    for (const item of signedOutNav) {
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    // Signed out: no Bookings, no Admin.
    await expect(nav.getByRole('link', { name: 'Bookings', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'My bookings' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Example Lane')).toBeVisible();
    await expect(footer.getByRole('link', { name: '01632 960123' })).toHaveAttribute(
      'href',
      'tel:01632960123',
    );
    await expect(footer.getByRole('link', { name: 'hello@meadowpaddock.example' })).toHaveAttribute(
      'href',
      'mailto:hello@meadowpaddock.example',
    );
    await expect(
      footer.getByRole('link', { name: 'Meadow Paddock on social media' }),
    ).toHaveAttribute('href', 'https://social.example/meadowpaddock');
    await expect(footer.getByRole('link', { name: 'Cancellation, T&C Policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
    // The park's year, from the server's clock (2025), not the device's.
    await expect(
      footer.getByText('© 2025 Meadow Paddock Dog Field. All rights reserved.'),
    ).toBeVisible();
  });
}

test('the footer map is an OpenStreetMap embed of the park that loads lazily', async ({ page }) => {
  await page.goto('/site-rules');
  const map = page.getByTitle('Map showing where Meadow Paddock Dog Field is');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=52\.0406,-1\.1592/,
  );
});

test('the header links lead to their pages without a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Site Rules' }).click();
  await expect(page).toHaveURL(/\/site-rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Rules' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Site Rules' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'About / Images' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^About/ })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage),
  ).toBe(true);
});

test('an unknown address answers 404 with the not-found page in a grey notice', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('there is no page at this address');
  await expect(notice).toHaveAttribute('data-notice-type', 'default');
  expect(await backgroundHue(notice)).toBe('grey');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('pages that need an account send a signed-out visitor on, as the seed does', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/booking');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/pay-success/:abc123');
  await expect(page.getByText('Finalizing payment and confirming booking....')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5_000 });
});

test('images are our own files, each with its size set, and nothing comes from other hosts but embeds', async ({
  page,
  externalRequests,
}) => {
  for (const path of ['/', '/about', '/no-such-page']) {
    await page.goto(path);
    const images = page.locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
  }
  // Only the map may have been asked for (it is an embed); no fonts, scripts or images elsewhere.
  expect(
    externalRequests.filter((url) => !url.startsWith('https://www.openstreetmap.org/')),
  ).toEqual([]);
});
