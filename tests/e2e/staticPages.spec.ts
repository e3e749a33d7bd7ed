import { expect, test } from './fixtures';

test("the site rules cover entering and leaving, waste, parasites and disease, and cancellations, with the park's figures", async ({
  page,
}) => {
  await page.goto('/site-rules');
  for (const heading of [
    'Entering and leaving',
    'Waste',
    'Parasite and disease control',
    'Cancellations',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByText('no earlier than 10 minutes before your booking starts'),
  ).toBeVisible();
  await expect(page.getByText('reset the lock to 0000')).toBeVisible();
  await expect(page.getByText('#1234#')).toBeVisible();
  await expect(page.getByText('at least 8 weeks old')).toBeVisible();
  await expect(page.getByText('up to 12 hours before your booking starts')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cancellation, T&C Policy' }).click();
  await expect(page).toHaveURL(/\/cancellation-policy$/);
});

test('the cancellation policy states the seed terms with the same arrival figure as the site rules', async ({
  page,
}) => {
  await page.goto('/cancellation-policy');
  const main = page.getByRole('main');
  await expect(
    main.getByText(
      'Cancel at least 12 hours before your booking starts and you get a full refund.',
    ),
  ).toBeVisible();
  await expect(
    main.getByText('Within 12 hours of the start, a cancellation is not refunded.'),
  ).toBeVisible();
  await expect(main.getByText("If you don't come, the booking is not refunded.")).toBeVisible();
  await expect(main.getByText("Arriving late doesn't extend your booking")).toBeVisible();
  await expect(main.getByText('refund you in full')).toBeVisible();
  await expect(main.getByText('no earlier than 10 minutes before your start time')).toBeVisible();
  await expect(main.getByText('excluding VAT')).toBeVisible();
  await expect(main.getByText('5 minutes')).toHaveCount(0);
});
