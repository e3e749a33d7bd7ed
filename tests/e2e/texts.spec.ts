import type { Page } from '@playwright/test';
import type { AdminSettings } from '../../src/contract/settings';
import type { TextsSection } from '../../src/contract/texts';
import { expect, STAFF, signInThroughApi, settingsTest as test } from './fixtures';

// These tests change the park's texts and put them back in a `finally`, so they run in any order.

async function openSettings(page: Page): Promise<TextsSection> {
  await signInThroughApi(page, STAFF.email, STAFF.password);
  await page.goto('/admin?tab=settings&page=texts');
  await expect(page.getByRole('region', { name: 'Texts' })).toBeVisible();
  return ((await (await page.request.get('/api/admin/settings')).json()) as AdminSettings).texts;
}

async function putBack(page: Page, texts: TextsSection): Promise<void> {
  const answer = await page.request.post('/api/admin/settings/texts', {
    data: texts,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
}

const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * From the admin workspace (which has no footer) to /faq within the same visit: the header's
 * Home, then the footer's FAQ, both followed inside the app, not loaded afresh.
 */
async function faqInThisVisit(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await footer(page).getByRole('link', { name: 'FAQ' }).click();
}

test('a question added to the FAQ in Settings shows on /faq at once, even in a page that had it open', async ({
  page,
}) => {
  const before = await openSettings(page);
  // The FAQ is seen first in this same visit: what the page remembers must not hide the change.
  await page.evaluate(() => {
    (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
  });
  await faqInThisVisit(page);
  await expect(page.getByRole('heading', { level: 2, name: 'What should I bring?' })).toBeVisible();
  await page.goBack();
  await page.goBack();
  try {
    const texts = page.getByRole('region', { name: 'Texts' });
    const number = before.faq.length + 1;
    await texts.getByRole('button', { name: 'Add a question' }).click();
    await expect(texts.getByLabel(`Question ${number}`, { exact: true })).toBeFocused();
    await page.keyboard.type('Can my dog bring a friend?');
    await texts
      .getByLabel(`Answer ${number}`, { exact: true })
      .fill('Yes, if the **friend** is a dog. Phone [{phone}](tel:{phone}) first.');
    await expect(texts.getByRole('region', { name: `Preview: Answer ${number}` })).toContainText(
      'Yes, if the friend is a dog. Phone 01632 960123 first.',
    );
    await texts.getByRole('button', { name: `Move question ${number} up` }).click();
    await texts.getByRole('button', { name: 'Save texts' }).click();
    await expect(texts.getByRole('status')).toHaveText('Saved.');

    await faqInThisVisit(page);
    await expect(page).toHaveURL(/\/faq$/);
    const questions = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(questions.nth(number - 2)).toHaveText('Can my dog bring a friend?');
    await expect(questions.nth(number - 1)).toHaveText(before.faq.at(-1)?.question ?? '');
    const answer = page.getByRole('region', { name: 'Can my dog bring a friend?' });
    await expect(answer).toContainText('Yes, if the friend is a dog. Phone 01632 960123 first.');
    await expect(answer.getByText('friend', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
    await expect(answer.getByRole('link', { name: '01632 960123' })).toHaveAttribute(
      'href',
      'tel:01632960123',
    );

    expect(
      await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage),
    ).toBe(true);

    // A fresh tab is served it too.
    const fresh = await page.context().newPage();
    await fresh.goto('/faq');
    await expect(fresh.getByRole('heading', { name: 'Can my dog bring a friend?' })).toBeVisible();
    await fresh.close();
  } finally {
    await putBack(page, before);
  }
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2, name: 'What should I bring?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Can my dog bring a friend?' })).toHaveCount(0);
});

test('a site rules text with HTML in it shows the HTML as typed, and the rules follow the settings', async ({
  page,
}) => {
  const before = await openSettings(page);
  try {
    const texts = page.getByRole('region', { name: 'Texts' });
    const typed = '<img src=x onerror="document.title=\'hacked\'"> <b>not bold</b>';
    await texts
      .getByLabel('Site rules', { exact: true })
      .fill(`${before.siteRules}\n\n## Extra\n\n${typed}`);
    await texts.getByRole('button', { name: 'Save texts' }).click();
    await expect(texts.getByRole('status')).toHaveText('Saved.');

    await page.goto('/site-rules');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Extra' })).toBeVisible();
    await expect(main.getByText(typed)).toBeVisible();
    await expect(main.locator('img, b')).toHaveCount(0);
    await expect(page).toHaveTitle('Site Rules · Meadow Paddock Dog Field');
    // The park's figures are filled in, as before the text could be edited.
    await expect(
      main.getByText('no earlier than 10 minutes before your booking starts'),
    ).toBeVisible();
  } finally {
    await putBack(page, before);
  }
});

test('the footer leads to the FAQ and the privacy notice, each with its title', async ({
  page,
}) => {
  await page.goto('/');
  await footer(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('FAQ · Meadow Paddock Dog Field');
  for (const question of [
    'What should I bring?',
    'What happens if it rains?',
    'How does the gate code work?',
    'How many dogs can I bring?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'How many dogs can I bring?' })).toContainText(
    'Up to 8 dogs at once',
  );

  await footer(page).getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy notice · Meadow Paddock Dog Field');
  const main = page.getByRole('main');
  for (const heading of ['What we keep, and why', 'How long we keep it', 'Who receives it']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('Stripe');
  await expect(main).toContainText('Our e-mail provider');
  await expect(
    main.getByRole('link', { name: 'hello@meadowpaddock.example' }).first(),
  ).toHaveAttribute('href', 'mailto:hello@meadowpaddock.example');

  // Opened directly, each answers 200 with the page.
  for (const path of ['/faq', '/privacy']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const path of ['/faq', '/privacy']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
