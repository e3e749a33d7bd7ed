import {
  expect,
  pageSettled,
  STAFF,
  settingsTest,
  signInThroughApi,
  TEST_VIDEO_URL,
  test,
} from './fixtures';
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
  // Only the video that has an address shows: the second is not set, and leaves no placeholder.
  await expect(videos.getByRole('figure')).toHaveCount(1);
  await expect(page.getByText('Video coming soon')).toHaveCount(0);
  await expect(videos.locator('iframe')).toHaveCount(0);
  // Everything the page asks for on loading has been asked for: none of it is the video host.
  await pageSettled(page);
  expect(externalRequests.filter((url) => url.includes('youtube'))).toEqual([]);

  await videos.getByRole('button', { name: 'Play video: A walk round the field' }).click();
  const frame = videos.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', 'A walk round the field');
  await expect(frame).toHaveAttribute('src', `${TEST_VIDEO_URL}?autoplay=1`);
  await expect
    .poll(() => externalRequests.some((url) => url.startsWith(TEST_VIDEO_URL)))
    .toBe(true);
  await expect(
    videos.getByRole('button', { name: 'Play video: The field from the air' }),
  ).toHaveCount(0);
});

settingsTest(
  'with no video set, About has no Videos section at all',
  async ({ page, baseURL, externalRequests }) => {
    await signInThroughApi(page, STAFF.email, STAFF.password);
    const origin = new URL(baseURL as string).origin;
    const settings = await (await page.request.get('/api/admin/settings')).json();
    const before = settings.videos as { title: string; url: string }[];
    const post = (value: unknown) =>
      page.request.post('/api/admin/settings/videos?confirm=yes', {
        data: value,
        headers: { origin },
      });
    try {
      const cleared = await post(before.map((video) => ({ ...video, url: '' })));
      expect(cleared.status()).toBe(200);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 2, name: 'The field' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0);
      // The footer's map is a figure of its own; the page itself has none left.
      await expect(page.getByRole('main').getByRole('figure')).toHaveCount(0);
      expect(externalRequests.filter((url) => url.includes('youtube'))).toEqual([]);
    } finally {
      expect((await post(before)).status()).toBe(200);
    }
  },
);

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
