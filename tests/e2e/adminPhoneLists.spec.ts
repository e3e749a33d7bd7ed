import type { Locator, Page } from '@playwright/test';
import type { AdminSettings } from '../../src/contract/settings';
import { TEN_HOURS } from '../support/passTypes';
import {
  expect,
  newEmail,
  STAFF,
  signInThroughApi,
  signUpThroughApi,
  settingsTest as test,
} from './fixtures';
import { payOnTestCheckout } from './support/bookings';
import { originOf } from './support/origin';

// Decision 126: below about 600 px every admin table is a column of cards, each value beside its
// column's header, and the page never scrolls sideways; on a desktop they stay tables.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

/** The admin places with a table, opened by their addresses, each table named by its caption. */
const PLACES = [
  { at: '/admin?tab=passes', table: 'Passes sold' },
  { at: '/admin?tab=settings&page=opening', table: 'Usual hours' },
  { at: '/admin?tab=codes', table: /^Gate codes of / },
  { at: '/admin?tab=users', table: 'Users' },
] as const;

async function post(page: Page, path: string, data: unknown): Promise<void> {
  const answer = await page.request.post(path, { data, headers: { origin: await originOf(page) } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
}

/** A customer of their own buys the ten-hour pass on the test checkout: a row on the Passes tab. */
async function sellAPass(page: Page): Promise<string> {
  const email = newEmail('phonepass');
  await signUpThroughApi(page, email);
  const types = (await (await page.request.get('/api/pass-types')).json()) as {
    passTypes: { id: number; name: string }[];
  };
  const type = types.passTypes.find((each) => each.name === TEN_HOURS.name);
  const answer = await page.request.post('/api/passes', {
    data: { passTypeId: type?.id },
    headers: { origin: await originOf(page) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string };
  await payOnTestCheckout(page, { id: 0, checkoutPath: checkoutUrl });
  return email;
}

/** Scrolls the page down (never sideways, nor anything inside it) until `element` is near the top. */
async function scrollDownTo(element: Locator): Promise<void> {
  await element.evaluate((at) =>
    window.scrollTo(0, at.getBoundingClientRect().top + window.scrollY - 100),
  );
}

interface CellSeen {
  /** What the cell shows before its value: a CSS string ('"Paid"'), or 'none'. */
  label: string;
  text: string;
  isRowHeader: boolean;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Whether anything in the cell reaches past its edges. */
  overflows: boolean;
}

/** How the table's first rows are laid out, and whether the page scrolls sideways. */
function layoutOf(table: Locator) {
  return table.evaluate((element) => {
    const t = element as HTMLTableElement;
    const headers = [...(t.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.textContent?.trim());
    const rows = [...(t.tBodies[0]?.rows ?? [])].slice(0, 3).map((row) =>
      [...row.cells].map((cell) => {
        const box = cell.getBoundingClientRect();
        const inner = [...cell.querySelectorAll('*')]
          .map((child) => child.getBoundingClientRect())
          .filter((child) => child.width > 1);
        return {
          label: getComputedStyle(cell, '::before').content,
          text: cell.textContent?.trim() ?? '',
          isRowHeader: cell.tagName === 'TH',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          overflows:
            cell.scrollWidth > cell.clientWidth + 1 ||
            inner.some((child) => child.left < box.left - 1 || child.right > box.right + 1),
        };
      }),
    );
    return {
      headers,
      rows,
      viewport: window.innerWidth,
      pageWidth: document.scrollingElement?.scrollWidth ?? 0,
    };
  });
}

/** Every value cell shows its own column's header, and the cells of a row stand one under another. */
function expectCards(
  seen: Awaited<ReturnType<typeof layoutOf>>,
  place: string,
  labelOf: (cell: CellSeen, column: number) => string | undefined = (_cell, column) =>
    seen.headers[column],
) {
  expect(seen.pageWidth, `${place}: the page scrolls sideways`).toBeLessThanOrEqual(seen.viewport);
  expect(seen.rows.length, `${place}: no rows to look at`).toBeGreaterThan(0);
  for (const row of seen.rows) {
    row.forEach((cell, column) => {
      expect(cell.left, `${place}: ${cell.text} starts off the screen`).toBeGreaterThanOrEqual(0);
      expect(cell.right, `${place}: ${cell.text} ends off the screen`).toBeLessThanOrEqual(
        seen.viewport,
      );
      expect(cell.overflows, `${place}: ${cell.text} spills out of its card`).toBe(false);
      if (!cell.isRowHeader) expect(cell.label).toBe(JSON.stringify(labelOf(cell, column)));
      const before = row[column - 1];
      if (before)
        expect(cell.top, `${place}: ${cell.text} is beside, not under`).toBeGreaterThanOrEqual(
          before.bottom - 1,
        );
    });
  }
}

test('on a 360 px phone the Passes, opening hours, gate codes and Users tables are cards with every label and figure on the screen; at 1440 px they are tables', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInThroughApi(page, STAFF.email, STAFF.password);
  const before = ((await (await page.request.get('/api/admin/settings')).json()) as AdminSettings)
    .passes;
  await post(page, '/api/admin/settings/passes', [TEN_HOURS]);
  const customer = await (await browser.newContext({ baseURL })).newPage();
  try {
    const buyer = await sellAPass(customer);

    await page.setViewportSize(PHONE);
    for (const place of PLACES) {
      await page.goto(place.at);
      const table = page.getByRole('table', { name: place.table });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      expectCards(await layoutOf(table), place.at);
    }

    // The pass just sold: its money and refunds, the right-hand columns, are on the screen, and
    // each cell is read out with its column's header, as a table's cell would be.
    await page.goto('/admin?tab=passes');
    const sold = page.getByRole('table', { name: 'Passes sold' }).getByRole('row', { name: buyer });
    for (const name of ['Paid £100.00', 'Refunded £0.00', 'Valid until 31/10/2025']) {
      const cell = sold.getByRole('cell', { name, exact: true });
      await scrollDownTo(cell);
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await scrollDownTo(sold.getByRole('button', { name: /^Refund/ }));
    await expect(sold.getByRole('button', { name: /^Refund/ })).toBeInViewport({ ratio: 1 });

    // The hours' boxes are still boxes to type in, each with its label, on the card of its day.
    await page.goto('/admin?tab=settings&page=opening');
    const hours = page.getByRole('table', { name: 'Usual hours' });
    const closes = hours.getByLabel('Sunday closes');
    if (!(await closes.count())) await hours.getByLabel('Open on Sunday').check();
    await hours.getByLabel('Sunday closes').fill('16:30');
    await expect(hours.getByLabel('Sunday closes')).toBeInViewport();
    await expect(hours.getByLabel('Sunday closes')).toHaveValue('16:30');

    await page.setViewportSize(DESKTOP);
    for (const place of PLACES) {
      await page.goto(place.at);
      const table = page.getByRole('table', { name: place.table });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      const seen = await layoutOf(table);
      for (const header of seen.headers) {
        await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }
      // A row is one line across, under its headers, with no labels of its own.
      for (const row of seen.rows) {
        expect(new Set(row.map((cell) => Math.round(cell.top))).size, place.at).toBe(1);
        expect(row.every((cell) => cell.label === 'none' || cell.label === 'normal')).toBe(true);
      }
    }
    await page.goto('/admin?tab=passes');
    expect((await layoutOf(page.getByRole('table', { name: 'Passes sold' }))).headers).toEqual([
      'Customer',
      'Pass',
      'Bought',
      'Used',
      'Left',
      'Taken off',
      'Paid',
      'Refunded',
      'Valid until',
      'Refund',
    ]);
  } finally {
    await post(page, '/api/admin/settings/passes', before);
    await customer.context().close();
  }
});
