import { expect, TEST_VIDEO_URL, test } from './fixtures';
import { backgroundHue } from './support/colours';

test('the About page shows the notice in a blue message banner', async ({ page }) => {
  await page.goto('/about');
  const notice = page.getByRole('note');
  await expect(notice).toHaveText(
    'We are currently working on improving the park with new features and facilities. Stay tuned for updates!',
  );
  await expect(notice).toHaveAttribute('data-notice-type', 'message');
  expect(await backgroundHue(notice)).toBe('blue');
});

test('a video shows its poster and loads the embed only when asked to play', async ({
  page,
  externalRequests,
}) => {
  await page.goto('/about');
  const videos = page.getByRole('region', { name: 'Videos' });
  await expect(videos.getByRole('figure')).toHaveCount(2);
  await expect(videos.locator('iframe')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(externalRequests.filter((url) => url.includes('youtube'))).toEqual([]);

  await videos.getByRole('button', { name: 'Play video: A walk round the field' }).click();
  const frame = videos.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', 'A walk round the field');
  await expect(frame).toHaveAttribute('src', `${TEST_VIDEO_URL}?autoplay=1`);
  await expect
    .poll(() => externalRequests.some((url) => url.startsWith(TEST_VIDEO_URL)))
    .toBe(true);

  // The second video has no address set yet, and says so rather than offering a dead button.
  await expect(videos.getByText('Video coming soon')).toBeVisible();
  await expect(
    videos.getByRole('button', { name: 'Play video: The field from the air' }),
  ).toHaveCount(0);
});

test('the About galleries open their pictures in the enlarged view', async ({ page }) => {
  await page.goto('/about');
  for (const name of ['Pictures of the field', 'Pictures of the facilities']) {
    const gallery = page.getByRole('list', { name });
    await expect(gallery.getByRole('button')).toHaveCount(3);
    await gallery.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
