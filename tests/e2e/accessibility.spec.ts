import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { AdminSettings } from '../../src/contract/settings';
import { TEN_HOURS } from '../support/passTypes';
import {
  test as base,
  expect,
  newEmail,
  type ParkServer,
  STAFF,
  settingsTest,
  signInThroughApi,
  signUpThroughApi,
} from './fixtures';
import { openAdminPlace } from './support/adminPlaces';
import { expectNoViolations } from './support/axe';
import { cancelBooking, holdSlot, payOnTestCheckout, releaseHold } from './support/bookings';
import { originOf } from './support/origin';
import { REMEMBER_COOKIE } from './support/staffTwoFactor';

/**
 * axe-core on every page and every dialog, signed out, as a customer and as a super admin, on a
 * 360 × 640 phone: no violation of any impact. On a 1440 × 900 desktop again wherever the layout
 * is the desktop's own (home, booking with its side summary, My bookings, the page after payment);
 * the text pages, forms, checkout and admin tabs have the same markup at both sizes, and the phone
 * is the stricter of the two (only there do wide tables scroll), so a second run would find
 * nothing new. The customer and the super admin
 * sign in once per worker, through the API, and every test reuses their cookies.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Accounts {
  customer: StorageState;
  staff: StorageState;
  /** The customer's paid booking (for My bookings and /pay-success). */
  paidId: number;
  /** The customer's unpaid booking's test checkout (/test-checkout/…). */
  checkoutPath: string;
}

// Far from the dates other specs book, and tried in turn in case one is taken.
const CANDIDATE_SLOTS = ['2026-03-17', '2026-03-18', '2026-03-19', '2026-03-24'].flatMap((date) =>
  ['20:00', '21:00', '19:00', '18:00'].map((time) => ({ date, time })),
);

async function visitorContext(browser: Browser, server: ParkServer, index: number) {
  const context = await browser.newContext({
    baseURL: server.url,
    // An address of its own, so that the sign-up limit per address never counts other tests.
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${index % 250}.${(Date.now() % 250) + 1}` },
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  // The staff's own browser, remembered after their code (see fixtures.ts).
  await context.addCookies([
    { name: REMEMBER_COOKIE, value: server.staffRemembered, url: server.url },
  ]);
  return context;
}

const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    async ({ browser, server }, use, workerInfo) => {
      const customerContext = await visitorContext(browser, server, workerInfo.workerIndex);
      const customerPage = await customerContext.newPage();
      await signUpThroughApi(customerPage, newEmail('axe'));

      const taken = new Set<string>();
      const paid = await holdSlot(customerPage, CANDIDATE_SLOTS, taken);
      await payOnTestCheckout(customerPage, paid);
      const unpaid = await holdSlot(customerPage, CANDIDATE_SLOTS, taken);

      const staffContext = await visitorContext(browser, server, workerInfo.workerIndex + 100);
      const staffPage = await staffContext.newPage();
      await signInThroughApi(staffPage, STAFF.email, STAFF.password);

      await use({
        customer: await customerContext.storageState(),
        staff: await staffContext.storageState(),
        paidId: paid.id,
        checkoutPath: unpaid.checkoutPath,
      });

      // Free the slots again for whatever runs next on this server.
      await cancelBooking(customerPage, paid.id);
      await releaseHold(customerPage, unpaid.id);
      await customerContext.close();
      await staffContext.close();
    },
    // Signing up, booking and paying through the pages: longer than a test when both workers run.
    { scope: 'worker', timeout: 90_000 },
  ],
});

// Each worker signs its own customer and super admin in once; the pages then spread over both.
test.describe.configure({ mode: 'parallel' });

async function openDialog(trigger: Locator, dialog: Locator): Promise<void> {
  await trigger.click();
  await expect(dialog).toBeVisible();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const SIGNED_OUT_PAGES = [
  '/about',
  '/site-rules',
  '/cancellation-policy',
  '/faq',
  '/free-times',
  '/privacy',
  '/nowhere',
  '/sign-up',
  '/sign-in',
  '/forgot-password',
  '/reset-password#token=not-a-real-token',
  '/verify-email#token=not-a-real-token',
  '/confirm-email#token=not-a-real-token',
];

/** Opens /admin on one tab, as a super admin lands there from the header. */
async function adminTab(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin');
  await expect(heading(page)).toHaveText('Admin');
  return openAdminPlace(page, name);
}

// Each test walks several pages in one browser tab (its files cached after the first), and
// every page's violations are collected before the test fails, so one run lists them all.
for (const viewport of [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
]) {
  const size = `${viewport.width}×${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    const phone = viewport.width < 1000;
    // Pages with the same markup at both sizes are declared at the phone's size only: it is the
    // stricter (only there do wide tables scroll), and a desktop run would find nothing new.
    const onThePhoneOnly = (declare: () => void) => {
      if (phone) declare();
    };

    test.describe('signed out', () => {
      onThePhoneOnly(() =>
        test('every page has no axe violations', async ({ page }) => {
          for (const path of SIGNED_OUT_PAGES) {
            await page.goto(path);
            await expect(heading(page)).toBeVisible();
            await expectNoViolations(page, `${path}, signed out, ${size}`);
          }
          await page.goto('/booking');
          await expect(page).toHaveURL(/\/sign-in$/);
          await expect(heading(page)).toBeVisible();
          await expectNoViolations(page, `/booking signed out, ${size}`);
        }),
      );

      test('the home page, its menu and its enlarged picture have no axe violations', async ({
        page,
      }) => {
        await page.goto('/');
        await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
        await expectNoViolations(page, `home, signed out, ${size}`);
        if (phone) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('link', { name: 'Site Rules' })).toBeVisible();
          await expectNoViolations(page, `home with the menu open, signed out, ${size}`);
          await page.keyboard.press('Escape');
        }
        const gallery = page.getByRole('list', { name: 'Pictures of the field' });
        await openDialog(gallery.getByRole('button').first(), page.getByRole('dialog'));
        await expectNoViolations(page, `home's enlarged picture, ${size}`);
      });
    });

    test.describe('as a customer', () => {
      test.use({ storageState: ({ accounts }, use) => use(accounts.customer) });

      onThePhoneOnly(() =>
        test('the site pages and the test checkout have no axe violations', async ({
          page,
          accounts,
        }) => {
          for (const path of ['/', '/about', '/nowhere', '/sign-out']) {
            await page.goto(path);
            await expect(heading(page)).toBeVisible();
            await expect(
              page.getByRole('button', { name: 'Sign Out', includeHidden: true }).first(),
            ).toBeAttached();
            await expectNoViolations(page, `${path}, customer, ${size}`);
          }
          await page.goto(accounts.checkoutPath);
          await expect(page.getByLabel('Card number')).toBeVisible();
          await expectNoViolations(page, `the test checkout, ${size}`);
        }),
      );

      // Its contents sit beside the parts on a desktop and above them on a phone: both sizes.
      test('the account page, and setting up two-factor sign-in, have no axe violations', async ({
        page,
      }) => {
        await page.goto('/account');
        await expect(heading(page)).toHaveText('Your account');
        await expect(page.getByRole('region', { name: 'Where you are signed in' })).toBeVisible();
        await expectNoViolations(page, `/account, ${size}`);
        const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
        await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
        await expect(
          twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
        ).toBeVisible();
        await expectNoViolations(page, `/account setting up two-factor, ${size}`);
      });

      test('booking, /pay-success, and My bookings with its Move and Cancel dialogs, have no axe violations', async ({
        page,
        accounts,
      }) => {
        await page.goto('/booking');
        await expect(heading(page)).toBeVisible();
        await expectNoViolations(page, `/booking, nothing chosen, ${size}`);
        await page.getByLabel('Month').selectOption('2026-03');
        await page.getByRole('button', { name: /^(26|26th of March 2026)\b/ }).click();
        const slots = page.getByRole('group', { name: 'Time slots' });
        await slots.getByRole('button', { name: /^10:00/ }).click();
        await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeEnabled();
        await expectNoViolations(page, `/booking with a slot chosen, ${size}`);

        await page.goto(`/pay-success/${accounts.paidId}`);
        await expect(
          page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
        ).toBeVisible();
        await expectNoViolations(page, `/pay-success, ${size}`);

        await page.goto('/my-bookings');
        const card = page
          .getByRole('article')
          .filter({ has: page.getByText(`Booking number${accounts.paidId}`) });
        await expect(card).toBeVisible();
        await expectNoViolations(page, `My bookings, ${size}`);

        const move = page.getByRole('dialog', { name: 'Move this booking' });
        await openDialog(card.getByRole('button', { name: 'Move' }), move);
        await expect(move.getByRole('button', { name: 'Move booking' })).toBeVisible();
        await expectNoViolations(page, `the Move dialog, ${size}`);
        await move.getByRole('button', { name: 'Keep as it is' }).click();
        await expect(move).toBeHidden();

        const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
        await openDialog(card.getByRole('button', { name: 'Cancel booking' }), cancel);
        await expectNoViolations(page, `the Cancel dialog, ${size}`);
        await cancel.getByRole('button', { name: 'Keep booking' }).click();
        await expect(cancel).toBeHidden();
      });
    });

    // The workspace lays out differently on a phone and a desktop (the week's columns, the day's
    // timeline), so it is checked at both sizes.
    test.describe('in the admin workspace', () => {
      test.use({ storageState: ({ accounts }, use) => use(accounts.staff) });

      test('Today, the Calendar, a booking, a customer and a code change have no axe violations', async ({
        page,
        accounts,
      }) => {
        let panel = await adminTab(page, 'Today');
        await expect(panel.getByRole('region', { name: "Today's gate code" })).toBeVisible();
        await expectNoViolations(page, `Today, ${size}`);

        panel = await adminTab(page, 'Calendar');
        await expect(panel.getByRole('heading', { name: /^Week of/ })).toBeVisible();
        await expectNoViolations(page, `Calendar, week, ${size}`);
        await panel.getByRole('button', { name: 'Day', exact: true }).click();
        await expect(panel.getByRole('heading', { name: /^Week of/ })).toHaveCount(0);
        await expectNoViolations(page, `Calendar, day, ${size}`);

        panel = await adminTab(page, 'Payments & Bookings');
        const search = panel.getByRole('search', { name: 'Bookings' });
        await search.getByLabel('Show').selectOption('all');
        await search.getByLabel('Booking number or e-mail').fill(String(accounts.paidId));
        await search.getByRole('button', { name: 'Search' }).click();
        const booking = page.getByRole('dialog', { name: `Booking ${accounts.paidId}` });
        await openDialog(
          panel.getByRole('button', { name: `Details of booking ${accounts.paidId}` }),
          booking,
        );
        await expect(booking.getByRole('heading', { name: 'Price and payment' })).toBeVisible();
        await expectNoViolations(page, `a booking's dialog, ${size}`);
        await booking.getByRole('button', { name: 'Close' }).click();
        await expect(booking).toBeHidden();

        panel = await adminTab(page, 'Users');
        const firstUser = panel.getByRole('table', { name: 'Users' }).getByRole('button').first();
        // Named after the customer's name where they gave one, else their address.
        const customer = page
          .getByRole('dialog')
          .filter({ has: page.getByRole('heading', { name: 'Bookings' }) });
        await openDialog(firstUser, customer);
        await expect(customer.getByRole('heading', { name: 'Bookings' })).toBeVisible();
        await expectNoViolations(page, `a customer's dialog, ${size}`);
        await customer.getByRole('button', { name: 'Close' }).click();
        await expect(customer).toBeHidden();

        panel = await adminTab(page, 'Codes');
        const change = page.getByRole('dialog', { name: /^Change the code of week/ });
        await openDialog(panel.getByRole('button', { name: /^Change week/ }).last(), change);
        await expect(change.getByText(/Finding the bookings/)).toHaveCount(0);
        await expectNoViolations(page, `the code change dialog, ${size}`);
      });
    });

    onThePhoneOnly(() =>
      test.describe('as a super admin', () => {
        test.use({ storageState: ({ accounts }, use) => use(accounts.staff) });

        test('home, Codes, Users, Discounts and Payments & Bookings have no axe violations', async ({
          page,
        }) => {
          await page.goto('/');
          await expect(page.getByRole('link', { name: 'Make a booking with us' })).toBeVisible();
          await expectNoViolations(page, `home, super admin, ${size}`);

          let panel = await adminTab(page, 'Codes');
          await expect(panel.getByText("Today's Code")).toBeVisible();
          await panel.getByRole('button', { name: /2026/ }).first().click();
          await expectNoViolations(page, `Codes, ${size}`);

          panel = await adminTab(page, 'Users');
          await expect(panel.getByRole('table', { name: 'Users' })).toBeVisible();
          await expectNoViolations(page, `Users, ${size}`);

          panel = await adminTab(page, 'Discounts');
          const addButton = panel.getByRole('button', { name: 'Add', exact: true });
          await expect(addButton).toBeVisible();
          await expect(panel.getByRole('status')).toHaveCount(0);
          await expectNoViolations(page, `Discounts, ${size}`);
          const add = page.getByRole('dialog', { name: 'Add Discount' });
          await openDialog(addButton, add);
          await expectNoViolations(page, `the Add Discount dialog, ${size}`);

          panel = await adminTab(page, 'Payments & Bookings');
          await expect(panel.getByText('Total Bookings')).toBeVisible();
          await expect(panel.getByRole('button', { name: 'Edit' }).first()).toBeVisible();
          await expectNoViolations(page, `Payments & Bookings, ${size}`);
          await panel.getByRole('button', { name: 'Edit' }).first().click();
          await expect(panel.getByRole('button', { name: 'Save time slot' })).toBeVisible();
          await expectNoViolations(page, `Payments & Bookings with Edit open, ${size}`);
        });

        test('Manual booking, TESTING, Closed dates, Settings and Activity have no axe violations', async ({
          page,
        }) => {
          let panel = await adminTab(page, 'Manual booking');
          await expectNoViolations(page, `Manual booking, ${size}`);
          const book = page.getByRole('dialog', { name: 'Book a session' });
          await openDialog(panel.getByRole('button', { name: 'Book a session' }), book);
          await expectNoViolations(page, `the Book a session dialog, ${size}`);

          await adminTab(page, 'TESTING');
          await expectNoViolations(page, `TESTING, ${size}`);

          panel = await adminTab(page, 'Closed dates');
          await expect(panel.getByRole('heading', { name: 'Closed dates' })).toBeVisible();
          await expectNoViolations(page, `Closed dates, ${size}`);

          panel = await adminTab(page, 'Settings');
          await expect(panel.getByRole('region', { name: 'Park' })).toBeVisible();
          await expectNoViolations(page, `Settings, ${size}`);

          panel = await adminTab(page, 'Activity');
          await expect(panel.getByRole('table')).toBeVisible();
          await expectNoViolations(page, `Activity, ${size}`);
        });
      }),
    );
  });
}

/** The owner sets the passes on sale; the settings as they were come back, to be put back. */
async function setPassesOnSale(
  owner: Page,
  passes: AdminSettings['passes'],
): Promise<AdminSettings['passes']> {
  const before = ((await (await owner.request.get('/api/admin/settings')).json()) as AdminSettings)
    .passes;
  const answer = await owner.request.post('/api/admin/settings/passes', {
    data: passes,
    headers: { origin: await originOf(owner) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return before;
}

// A pass on sale puts its Buy button on /booking, whose name must start with the words it shows
// (label-content-name-mismatch). On a park of its own, so no other test meets the pass.
settingsTest.describe('with a pass on sale', () => {
  settingsTest.use({ viewport: { width: 360, height: 640 } });

  settingsTest('the booking page has no axe violations', async ({ page, browser, server }) => {
    await signInThroughApi(page, STAFF.email, STAFF.password);
    const before = await setPassesOnSale(page, [TEN_HOURS]);
    const customer = await (await visitorContext(browser, server, 200)).newPage();
    await customer.setViewportSize({ width: 360, height: 640 });
    try {
      await signUpThroughApi(customer, newEmail('axe-pass'));
      await customer.goto('/booking');
      await expect(customer.getByRole('button', { name: 'Buy £100.00: Ten hours' })).toBeVisible();
      await expectNoViolations(customer, '/booking with a pass on sale, 360×640');
    } finally {
      await setPassesOnSale(page, before);
      await customer.context().close();
    }
  });
});

/**
 * The focus ring's contrast with what it is drawn on (the ring sits just outside the element,
 * so that is whatever shows there), by WCAG's relative luminance.
 */
async function focusRingContrast(target: Locator): Promise<number> {
  await target.focus();
  return target.evaluate((element) => {
    if (!element.matches(':focus-visible')) throw new Error('no focus ring is shown');
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) < 2) {
      throw new Error('the focus ring is missing or thinner than 2px');
    }
    // What shows just outside the ring, left of the element (right of it at the screen's edge).
    const box = element.getBoundingClientRect();
    const reach =
      Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth) + 2;
    const x = box.left - reach >= 0 ? box.left - reach : box.right + reach;
    const under = document
      .elementsFromPoint(x, box.top + box.height / 2)
      .find((candidate) => !element.contains(candidate));
    let behind: Element | null = under ?? null;
    let background = getComputedStyle(document.documentElement).backgroundColor;
    while (behind) {
      const colour = getComputedStyle(behind).backgroundColor;
      if ((channels(colour)[3] ?? 1) >= 0.5) {
        background = colour;
        break;
      }
      behind = behind.parentElement;
    }
    const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort(
      (a, b) => b - a,
    ) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}

test.describe('focus', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the first load leaves focus alone; a move to another page puts it on the main heading', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Site Rules' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site Rules' })).toBeFocused();

    // From the footer too, and back again with the browser's Back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /questions/ })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Site Rules' })).toBeFocused();
  });

  test('the focus ring stands out at least 3:1 on the header, the page, cards and buttons', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up to create a booking' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const targets: [string, Locator][] = [
      ['the skip link', page.getByRole('link', { name: 'Skip to content' })],
      ['the park name in the header', page.getByRole('banner').getByRole('link').first()],
      ['a header link', nav.getByRole('link', { name: 'Site Rules' })],
      ['the main button', page.getByRole('link', { name: 'Sign up to create a booking' })],
      [
        'a picture card',
        page.getByRole('list', { name: 'Pictures of the field' }).getByRole('button').first(),
      ],
      ['a link in a card', page.getByRole('region', { name: 'Booking' }).getByRole('link')],
      ['a footer link', page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })],
    ];
    for (const [what, target] of targets) {
      expect(await focusRingContrast(target), what).toBeGreaterThanOrEqual(3);
    }

    await page.goto('/sign-in');
    for (const [what, target] of [
      ['a text field', page.getByLabel('Email')],
      ['a button', page.getByRole('button', { name: 'Sign in' })],
    ] as const) {
      expect(await focusRingContrast(target), what).toBeGreaterThanOrEqual(3);
    }
  });
});
