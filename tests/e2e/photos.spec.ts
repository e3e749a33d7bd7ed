import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminPhotos } from '../../src/contract/photos';
import { jpegWithGps } from '../support/photoFiles';
import { expect, STAFF, signInThroughApi, settingsTest as test } from './fixtures';

/** Every address in a srcset ('/photos/a.avif 480w, /photos/b.avif 960w'). */
const addressesIn = (srcset: string | null) =>
  (srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(' ')[0] ?? '')
    .filter(Boolean);

/** Deletes the test's photos, whatever the page got to: the next run starts as this one did. */
async function removePhotos(page: Page, alt: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const { photos } = (await (await page.request.get('/api/admin/photos')).json()) as AdminPhotos;
  for (const photo of photos.filter((p) => p.alt === alt)) {
    const answer = await page.request.post(`/api/admin/photos/${photo.id}/remove`, {
      data: {},
      headers: { origin },
    });
    expect(answer.status()).toBe(200);
  }
}

test('the owner uploads a photo carrying GPS to the home gallery; the home page serves it through <picture> with no metadata', async ({
  page,
}) => {
  const alt = `Two spaniels by the gate ${Date.now()}`;
  await signInThroughApi(page, STAFF.email, STAFF.password);
  try {
    await page.goto('/admin?tab=settings&page=photos');
    const photos = page.getByRole('region', { name: 'Photos' });
    const form = photos.getByRole('form', { name: 'Add a photo' });
    await form.getByLabel('Photo file').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithGps(),
    });
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await expect(form.getByText("Describe the photo for people who can't see it.")).toBeVisible();
    await form.getByLabel('Alt text').fill(alt);
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await expect(form.getByRole('status')).toHaveText('Photo added. Choose below where it shows.', {
      timeout: 20_000,
    });

    const gallery = photos.getByRole('group', { name: 'Home page gallery' });
    const choice = gallery.getByLabel('Add a photo to Home page gallery');
    const option = choice.getByRole('option', { name: alt });
    await choice.selectOption((await option.getAttribute('value')) ?? '');
    await gallery.getByRole('button', { name: 'Add', exact: true }).click();
    await gallery.getByLabel(/^Caption for photo #\d+$/).fill('Our spaniels');
    await gallery.getByRole('button', { name: 'Save home page gallery' }).click();
    await expect(gallery.getByRole('status')).toHaveText('Saved: the pages show it now.');

    await page.goto('/');
    const thumbnails = page
      .getByRole('list', { name: 'Pictures of the field' })
      .getByRole('button');
    await expect(thumbnails).toHaveCount(1);
    await expect(thumbnails).toContainText('Our spaniels');
    const image = thumbnails.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // Chromium reads AVIF, so that is the source it chose.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/photos\/[0-9a-f]{64}\.avif$/,
    );
    const picture = thumbnails.locator('picture');
    const avif = picture.locator('source[type="image/avif"]');
    const webp = picture.locator('source[type="image/webp"]');
    await expect(avif).toHaveAttribute('srcset', /\.avif 480w, .*\.avif 960w, .*\.avif 1600w$/);
    await expect(webp).toHaveAttribute('srcset', /\.webp 480w, .*\.webp 960w, .*\.webp 1600w$/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '2400');
    await expect(image).toHaveAttribute('height', '1600');

    const addresses = [
      ...addressesIn(await avif.getAttribute('srcset')),
      ...addressesIn(await webp.getAttribute('srcset')),
      ...addressesIn(await image.getAttribute('srcset')),
      (await image.getAttribute('src')) ?? '',
    ];
    expect(addresses).toHaveLength(10);
    for (const address of addresses) {
      const answer = await page.request.get(address);
      expect(answer.status(), address).toBe(200);
      const bytes = await answer.body();
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format, address).toBe(
        address.endsWith('.avif') ? 'heif' : address.endsWith('.webp') ? 'webp' : 'jpeg',
      );
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc], address).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(bytes.includes('PaddockPhone'), address).toBe(false);
    }

    await thumbnails.first().click();
    await expect(page.getByRole('dialog').getByRole('img', { name: alt })).toBeVisible();
  } finally {
    await removePhotos(page, alt);
  }
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Pictures of the field' }).getByRole('button'),
  ).toHaveCount(6);
});
