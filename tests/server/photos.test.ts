import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow } from '../../src/contract/admin';
import { ERRORS } from '../../src/contract/errors';
import type { ParkResponse } from '../../src/contract/park';
import {
  type AdminPhotos,
  MAX_PHOTO_BYTES,
  type PhotoPlace,
  type ShownPhoto,
} from '../../src/contract/photos';
import { UPLOAD_LIMITS } from '../../src/server/photos/readUpload';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestAppWithBuild } from '../support/fakeBuild';
import { pageStart } from '../support/pageStart';
import { blankPng, heicFixture, heicStating, jpegWithGps } from '../support/photoFiles';
import { startTestApp, type TestApp } from '../support/testApp';

// Every picture here is made by sharp in the test, except the HEIC: sharp's prebuilt libvips
// can't write HEVC, so tests/fixtures/field-with-gps.heic was made once with Debian's heif-enc
// (libheif-examples) from a 640×480 JPEG of sky over grass carrying GPS EXIF (Make
// 'PaddockPhone').

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

interface Form {
  /** The Content-Type header, with the form's boundary. */
  type: string;
  payload: Buffer | Readable;
}

/** A multipart form as a browser's FormData sends it, its parts in order. */
async function formOf(
  parts: [string, string | FilePart][],
): Promise<{ type: string; payload: Buffer }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

/** The upload form as our page sends it: alt text first, then the file. */
function multipart(alt: string | undefined, file: FilePart | undefined) {
  const parts: [string, string | FilePart][] = [];
  if (alt !== undefined) parts.push(['alt', alt]);
  if (file) parts.push(['file', file]);
  return formOf(parts);
}

/** POST /api/admin/photos from a browser, with our Origin and its cookie. */
function sendForm(
  t: TestApp,
  browser: TestBrowser,
  form: Form,
  origin = t.config.publicUrl,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/photos',
    remoteAddress: browser.ip,
    headers: {
      origin,
      'content-type': form.type,
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
    payload: form.payload,
  });
}

const jpegFile = (bytes: Buffer, name = 'photo.jpg'): FilePart => ({
  bytes,
  name,
  type: 'image/jpeg',
});
const pngFile = (bytes: Buffer): FilePart => ({ bytes, name: 'photo.png', type: 'image/png' });

/** A picture of solid colours, `bands` side by side from left to right. */
function bands(width: number, height: number, colours: [number, number, number, number][]) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colours[Math.floor((x * colours.length) / width)] ?? [0, 0, 0, 255];
      data.set(colour, (y * width + x) * 4);
    }
  }
  return sharp(data, { raw: { width, height, channels: 4 } });
}

const RED: [number, number, number, number] = [220, 30, 30, 255];
const BLUE: [number, number, number, number] = [30, 30, 220, 255];
const GREEN: [number, number, number, number] = [40, 160, 60, 255];
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];

interface Served {
  url: string;
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
}

/** Every rendition a page can fetch for a photo, from its srcsets. */
function servedOf(photo: ShownPhoto): Served[] {
  return (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    photo[format].split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ');
      return { url, width: Number.parseInt(width, 10), format };
    }),
  );
}

/** sharp's name for each format as it reads it back (AVIF is HEIF with AV1 inside). */
const READ_AS = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

describe('photos', () => {
  let t: TestApp;
  let owner: TestBrowser;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
  });
  afterAll(() => t.close());

  async function upload(
    alt: string | undefined,
    file: FilePart | undefined,
    browser: TestBrowser = owner,
    origin = t.config.publicUrl,
  ): Promise<LightMyRequestResponse> {
    return sendForm(t, browser, await multipart(alt, file), origin);
  }

  /** Uploads a photo that must be accepted; answers its id (the newest photo). */
  async function added(alt: string, file: FilePart): Promise<number> {
    const response = await upload(alt, file);
    expect(response.statusCode, response.body).toBe(201);
    const [newest] = response.json<AdminPhotos>().photos;
    expect(newest?.alt).toBe(alt);
    return newest?.id ?? 0;
  }

  async function photoCount(): Promise<number> {
    return (await owner.get('/api/admin/photos')).json<AdminPhotos>().photos.length;
  }

  const place = (where: PhotoPlace, photos: { photoId: number; caption: string }[]) =>
    owner.post(`/api/admin/photo-places/${where}`, { photos });

  async function shownIn(where: PhotoPlace): Promise<ShownPhoto[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/park' });
    return response.json<ParkResponse>().park.photos[where];
  }

  /** The photo as pages get it, by standing it alone in the About page's field gallery. */
  async function shownAlone(photoId: number): Promise<ShownPhoto> {
    expect((await place('about-field', [{ photoId, caption: '' }])).statusCode).toBe(200);
    const [shown] = await shownIn('about-field');
    expect(shown?.id).toBe(photoId);
    return shown as ShownPhoto;
  }

  const fetchPhoto = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function latestActivity(action: string): Promise<ActivityRow | undefined> {
    const page = (await owner.get('/api/admin/activity?page=1')).json<{ rows: ActivityRow[] }>();
    return page.rows.find((row) => row.action === action);
  }

  describe('When the owner uploads a JPEG carrying GPS, camera EXIF, XMP and a colour profile', () => {
    it('Then every rendition is served in its format at its width, with none of that metadata', async () => {
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif?.includes('PaddockPhone')).toBe(true);
      expect(before.xmp).toBeDefined();
      expect(before.icc).toBeDefined();

      const id = await added('Two dogs on the grass', jpegFile(original));
      const shown = await shownAlone(id);
      expect(shown).toMatchObject({ alt: 'Two dogs on the grass', width: 2400, height: 1600 });
      const served = servedOf(shown);
      expect(served.map((s) => `${s.format} ${s.width}`)).toEqual([
        'avif 480',
        'avif 960',
        'avif 1600',
        'webp 480',
        'webp 960',
        'webp 1600',
        'jpeg 480',
        'jpeg 960',
        'jpeg 1600',
      ]);
      expect(shown.src).toBe(served.find((s) => s.format === 'jpeg' && s.width === 960)?.url);

      for (const rendition of served) {
        const response = await fetchPhoto(rendition.url);
        expect(response.statusCode, rendition.url).toBe(200);
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata.format, rendition.url).toBe(READ_AS[rendition.format]);
        if (rendition.format === 'avif') expect(metadata.compression).toBe('av1');
        expect([metadata.width, metadata.height]).toEqual([
          rendition.width,
          Math.round((rendition.width * 2) / 3),
        ]);
        expect(metadata.exif, rendition.url).toBeUndefined();
        expect(metadata.xmp, rendition.url).toBeUndefined();
        expect(metadata.iptc, rendition.url).toBeUndefined();
        expect(metadata.icc, rendition.url).toBeUndefined();
        expect(response.rawPayload.includes('PaddockPhone')).toBe(false);
      }
    });

    it('Then Activity notes who added which photo', async () => {
      const id = await added(
        'The gate at dawn',
        jpegFile(await bands(600, 400, [GREEN]).jpeg().toBuffer()),
      );
      const entry = await latestActivity('photos: added');
      expect(entry?.details).toContain(`#${id} "The gate at dawn", 600×400`);
      expect(entry?.who).toMatch(/^super-admin\./);
    });
  });

  it('When a photo has been processed, then libvips keeps none of its decoded pictures in memory', async () => {
    await added('A field in the rain', jpegFile(await bands(600, 400, [GREEN]).jpeg().toBuffer()));
    expect(sharp.cache()).toMatchObject({ memory: { current: 0, max: 0 }, items: { current: 0 } });
  });

  it('When a photo was taken with the phone on its side, then every rendition stands upright', async () => {
    // Stored 1200×800, red on the left; EXIF orientation 6 says "turn a quarter clockwise".
    const sideways = await bands(1200, 800, [RED, BLUE])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const shown = await shownAlone(await added('The shelter', jpegFile(sideways)));
    expect([shown.width, shown.height]).toEqual([800, 1200]);
    const served = servedOf(shown);
    // 800 wide once upright: 960 and 1600 would only be blown up.
    expect(served.map((s) => s.width)).toEqual([480, 480, 480]);
    for (const rendition of served) {
      const bytes = (await fetchPhoto(rendition.url)).rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height, metadata.orientation]).toEqual([
        480,
        720,
        undefined,
      ]);
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * 480 + x) * 3, (y * 480 + x) * 3 + 3),
      ];
      const [topRed = 0, , topBlue = 0] = pixel(240, 100);
      const [bottomRed = 0, , bottomBlue = 0] = pixel(240, 620);
      expect(topRed).toBeGreaterThan(topBlue + 100);
      expect(bottomBlue).toBeGreaterThan(bottomRed + 100);
    }
  });

  it('When a PNG with transparency is uploaded, then it gets the widths it can fill and a white JPEG background', async () => {
    const png = await bands(1000, 700, [CLEAR, GREEN]).png().toBuffer();
    const shown = await shownAlone(await added('A clear sky', pngFile(png)));
    const served = servedOf(shown);
    expect(served.map((s) => `${s.format} ${s.width}`)).toEqual([
      'avif 480',
      'avif 960',
      'webp 480',
      'webp 960',
      'jpeg 480',
      'jpeg 960',
    ]);
    const jpeg = served.find((s) => s.format === 'jpeg' && s.width === 480);
    const bytes = (await fetchPhoto(jpeg?.url ?? '')).rawPayload;
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(
      Math.min(...data.subarray((100 * 480 + 50) * 3, (100 * 480 + 50) * 3 + 3)),
    ).toBeGreaterThan(240);
  });

  it('When a photo is smaller than the narrowest width, then it is served at its own size only', async () => {
    const small = await bands(300, 200, [GREEN]).png().toBuffer();
    const shown = await shownAlone(await added('A small photo', pngFile(small)));
    expect(servedOf(shown).map((s) => `${s.format} ${s.width}`)).toEqual([
      'avif 300',
      'webp 300',
      'jpeg 300',
    ]);
    expect(shown.src).toBe(servedOf(shown)[2]?.url);
  });

  it("When an iPhone's HEIC carrying GPS is uploaded, then it is served as AVIF, WebP and JPEG without it", async () => {
    const heic = heicFixture();
    expect(heic.includes('PaddockPhone')).toBe(true);
    const file = { bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' };
    const shown = await shownAlone(await added('Sky over the field', file));
    expect([shown.width, shown.height]).toEqual([640, 480]);
    for (const rendition of servedOf(shown)) {
      const bytes = (await fetchPhoto(rendition.url)).rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(READ_AS[rendition.format]);
      expect([metadata.width, metadata.exif, metadata.xmp]).toEqual([480, undefined, undefined]);
      expect(bytes.includes('PaddockPhone')).toBe(false);
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const [skyRed = 0, , skyBlue = 0] = data.subarray((20 * 480 + 10) * 3);
      const [grassRed = 0, grassGreen = 0] = data.subarray((340 * 480 + 10) * 3);
      expect(skyBlue).toBeGreaterThan(skyRed + 80);
      expect(grassGreen).toBeGreaterThan(grassRed + 60);
    }
  });

  describe('When an upload is refused, then nothing is stored and it says why', () => {
    it('a 22 MB file is too large (413)', async () => {
      const count = await photoCount();
      const huge = Buffer.alloc(22 * 1024 * 1024, 7);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      const response = await upload('A huge photo', jpegFile(huge));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'photo/too-large',
        message: 'That photo is too large: the limit is 20 MB.',
      });
      expect(await photoCount()).toBe(count);
    });

    it('a text file named .jpg is no photo (400)', async () => {
      const count = await photoCount();
      const text = Buffer.from('Not a photo at all, whatever its name says.\n'.repeat(20));
      const response = await upload('A text file', jpegFile(text, 'holiday.jpg'));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('photo/unsupported');
      expect(response.json().error.message).toMatch(/JPEG, PNG, WebP or HEIC/);
      expect(await photoCount()).toBe(count);
    });

    it('a damaged JPEG can not be read (400)', async () => {
      const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 9)]);
      const response = await upload('A damaged photo', jpegFile(damaged));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('photo/unreadable');
    });

    it('a photo without alt text is refused by field (400)', async () => {
      const count = await photoCount();
      const photo = jpegFile(await bands(600, 400, [GREEN]).jpeg().toBuffer());
      for (const alt of [undefined, '', '   ']) {
        const response = await upload(alt, photo);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields.alt).toBe(
          "Describe the photo for people who can't see it.",
        );
      }
      expect(await photoCount()).toBe(count);
    });

    it('a form without a file asks for one (400)', async () => {
      const response = await upload('A dog', undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('photo/no-file');
    });

    it('a plain admin may not upload (403), nor may another site (403)', async () => {
      const count = await photoCount();
      const photo = jpegFile(await bands(600, 400, [GREEN]).jpeg().toBuffer());
      const helper = await signedInAs(t, 'admin');
      expect((await upload('A dog', photo, helper)).statusCode).toBe(403);
      const crossSite = await upload('A dog', photo, owner, 'https://evil.example');
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().error.code).toBe('request/cross-site');
      expect(await photoCount()).toBe(count);
    });

    it('a form sent to a route that takes JSON is still refused (403)', async () => {
      const form = await multipart('A dog', undefined);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/photo-places/home-gallery',
        remoteAddress: owner.ip,
        headers: {
          origin: t.config.publicUrl,
          'content-type': form.type,
          cookie: owner.cookie ?? '',
        },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('request/json-required');
    });

    it('a 20000×20000 PNG (400 megapixels in 48 KB) has too many pixels, told from its header (400)', async () => {
      const count = await photoCount();
      const huge = blankPng(20_000, 20_000);
      expect(huge.length).toBeLessThan(MAX_PHOTO_BYTES);
      const response = await upload('A very large field', pngFile(huge));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'photo/too-many-pixels',
        message: 'That photo has too many pixels: the limit is 100 megapixels.',
      });
      expect(await photoCount()).toBe(count);
    });

    it('a HEIC whose header states 20000×20000 has too many pixels (400)', async () => {
      const file = {
        bytes: heicStating(20_000, 20_000),
        name: 'IMG_0002.HEIC',
        type: 'image/heic',
      };
      const response = await upload('A very large field', file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('photo/too-many-pixels');
    });
  });

  describe('When an upload is not a whole form (issue 24), then it answers 400 photo/bad-form, never 500, and nothing is stored', () => {
    let good: { type: string; payload: Buffer };
    let count: number;
    beforeAll(async () => {
      good = await multipart('A dog', pngFile(await bands(600, 400, [GREEN]).png().toBuffer()));
      count = await photoCount();
    });

    async function expectBadForm(form: Form): Promise<void> {
      const response = await sendForm(t, owner, form);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'photo/bad-form',
        message: ERRORS['photo/bad-form'].message,
      });
      expect(await photoCount()).toBe(count);
    }

    it('a form cut short in the middle of the photo', async () => {
      await expectBadForm({ type: good.type, payload: good.payload.subarray(0, 700) });
    });

    it('a form whose last boundary never came', async () => {
      await expectBadForm({ type: good.type, payload: good.payload.subarray(0, -10) });
    });

    it('garbage bytes sent as a form', async () => {
      const garbage = Buffer.alloc(64 * 1024);
      for (let index = 0; index < garbage.length; index++) garbage[index] = (index * 31 + 7) % 256;
      await expectBadForm({ type: 'multipart/form-data; boundary=----paddock', payload: garbage });
    });

    it('a form type without its boundary', async () => {
      await expectBadForm({ type: 'multipart/form-data', payload: good.payload });
    });

    it('a boundary that never appears in the body', async () => {
      await expectBadForm({
        type: 'multipart/form-data; boundary=not-the-one-in-the-body',
        payload: good.payload,
      });
    });
  });

  describe('When a form carries more than one photo and its alt text, then it answers 400 photo/too-many-parts and nothing is stored', () => {
    async function expectTooManyParts(parts: [string, string | FilePart][]): Promise<void> {
      const count = await photoCount();
      const response = await sendForm(t, owner, await formOf(parts));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'photo/too-many-parts',
        message: ERRORS['photo/too-many-parts'].message,
      });
      expect(await photoCount()).toBe(count);
    }
    const photo = async () => pngFile(await bands(300, 200, [RED]).png().toBuffer());

    it(`two photos (a form takes ${UPLOAD_LIMITS.files})`, async () => {
      await expectTooManyParts([
        ['alt', 'Two dogs'],
        ['file', await photo()],
        ['file', await photo()],
      ]);
    });

    it(`more fields than the ${UPLOAD_LIMITS.fields} a form takes`, async () => {
      const fields = Array.from(
        { length: UPLOAD_LIMITS.fields + 1 },
        (_, index): [string, string] => [`note${index}`, 'x'],
      );
      await expectTooManyParts([['alt', 'A dog'], ...fields, ['file', await photo()]]);
    });
  });

  describe('When a page fetches a photo', () => {
    let served: Served[];
    beforeAll(async () => {
      const id = await added(
        'The parking',
        pngFile(await bands(500, 300, [BLUE]).png().toBuffer()),
      );
      served = servedOf(await shownAlone(id));
    });

    it('Then it gets its type, a year of caching, an ETag, and the security headers', async () => {
      for (const rendition of served) {
        const response = await fetchPhoto(rendition.url, { 'accept-encoding': 'br, gzip' });
        expect(response.statusCode).toBe(200);
        const hash = /([0-9a-f]{64})\.(avif|webp|jpg)$/.exec(rendition.url)?.[1];
        expect(response.headers).toMatchObject({
          'content-type': `image/${rendition.format}`,
          'cache-control': 'public, max-age=31536000, immutable',
          etag: `"${hash}"`,
          'x-content-type-options': 'nosniff',
        });
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        // Already compressed pictures: encoding them again would only cost time.
        expect(response.headers['content-encoding']).toBeUndefined();
      }
    });

    it('Then asking again with its ETag answers 304 without the bytes', async () => {
      const url = served[0]?.url ?? '';
      const etag = String((await fetchPhoto(url)).headers.etag);
      const again = await fetchPhoto(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('Then an unknown hash, another extension or any other name is not found (404)', async () => {
      const avif = served.find((s) => s.format === 'avif')?.url ?? '';
      for (const url of [
        `/photos/${'0'.repeat(64)}.avif`,
        avif.replace(/\.avif$/, '.jpg'),
        avif.replace(/\.avif$/, '.png'),
        '/photos/..%2Fpackage.json',
        '/photos/',
      ]) {
        const response = await fetchPhoto(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  });

  describe('When the owner places photos', () => {
    let gate: number;
    let field: number;
    beforeAll(async () => {
      gate = await added('The keypad gate', pngFile(await bands(600, 400, [RED]).png().toBuffer()));
      field = await added('The field', pngFile(await bands(600, 400, [GREEN]).png().toBuffer()));
    });

    it('Then the page shows them in that order, with captions and srcsets, and Activity has before and after', async () => {
      expect((await place('home-gallery', [])).statusCode).toBe(200);
      const response = await place('home-gallery', [
        { photoId: field, caption: 'Room to run' },
        { photoId: gate, caption: 'The gate' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json<AdminPhotos>().places['home-gallery']).toEqual([
        { photoId: field, caption: 'Room to run' },
        { photoId: gate, caption: 'The gate' },
      ]);
      const shown = await shownIn('home-gallery');
      expect(shown.map((photo) => [photo.id, photo.alt, photo.caption])).toEqual([
        [field, 'The field', 'Room to run'],
        [gate, 'The keypad gate', 'The gate'],
      ]);
      expect(shown[0]?.avif).toMatch(/^\/photos\/[0-9a-f]{64}\.avif 480w$/);
      expect(shown[0]?.webp).toMatch(/^\/photos\/[0-9a-f]{64}\.webp 480w$/);
      expect(shown[0]?.src).toMatch(/^\/photos\/[0-9a-f]{64}\.jpg$/);

      const moved = await latestActivity('photos: moved');
      expect(moved?.details).toBe(
        `Home page gallery: (none) → #${field} "Room to run", #${gate} "The gate"`,
      );

      await place('home-gallery', [
        { photoId: gate, caption: 'The gate' },
        { photoId: field, caption: 'Room to run' },
      ]);
      expect((await shownIn('home-gallery')).map((photo) => photo.id)).toEqual([gate, field]);
      expect((await latestActivity('photos: moved'))?.details).toBe(
        `Home page gallery: #${field} "Room to run", #${gate} "The gate" → #${gate} "The gate", #${field} "Room to run"`,
      );

      await place('home-gallery', [
        { photoId: gate, caption: 'The keypad gate' },
        { photoId: field, caption: 'Room to run' },
      ]);
      expect((await latestActivity('photos: captions changed'))?.details).toContain(
        `→ #${gate} "The keypad gate", #${field} "Room to run"`,
      );
      await place('home-gallery', []);
      expect(await shownIn('home-gallery')).toEqual([]);
    });

    it('Then one photo may stand in several places', async () => {
      await place('home-hero', [{ photoId: gate, caption: '' }]);
      await place('about-facilities', [{ photoId: gate, caption: 'The gate' }]);
      expect((await shownIn('home-hero')).map((photo) => photo.id)).toEqual([gate]);
      expect((await shownIn('about-facilities')).map((photo) => photo.id)).toEqual([gate]);
      await place('home-hero', []);
      await place('about-facilities', []);
    });

    it('Then the banner takes one photo and no caption', async () => {
      const two = await place('home-hero', [
        { photoId: gate, caption: '' },
        { photoId: field, caption: '' },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().error).toMatchObject({
        code: 'photo/place-full',
        message: 'Home page banner shows at most 1 photo.',
      });
      await place('home-hero', [{ photoId: gate, caption: 'Ignored' }]);
      expect((await shownIn('home-hero'))[0]?.caption).toBe('');
      await place('home-hero', []);
    });

    it('Then a photo that does not exist, or one twice, is refused by field and nothing changes', async () => {
      await place('about-field', [{ photoId: gate, caption: '' }]);
      const missing = await place('about-field', [
        { photoId: gate, caption: '' },
        { photoId: 999_999, caption: '' },
      ]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({
        'photos.1.photoId': 'There is no such photo.',
      });
      const twice = await place('about-field', [
        { photoId: gate, caption: '' },
        { photoId: gate, caption: '' },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.fields.photos).toBe('A photo stands in a place once.');
      expect((await shownIn('about-field')).map((photo) => photo.id)).toEqual([gate]);
    });
  });

  it('When the owner changes a photo’s alt text, then pages show it and Activity has before and after', async () => {
    const id = await added('A dog', pngFile(await bands(600, 400, [RED]).png().toBuffer()));
    await shownAlone(id);
    const response = await owner.post(`/api/admin/photos/${id}/alt`, {
      alt: '  A spaniel fetching a ball  ',
    });
    expect(response.statusCode).toBe(200);
    expect((await shownIn('about-field'))[0]?.alt).toBe('A spaniel fetching a ball');
    expect((await latestActivity('photos: alt text changed'))?.details).toBe(
      `#${id}: "A dog" → "A spaniel fetching a ball"`,
    );
    const blank = await owner.post(`/api/admin/photos/${id}/alt`, { alt: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.alt).toBeDefined();
    const missing = await owner.post('/api/admin/photos/999999/alt', { alt: 'A dog' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('photo/not-found');
  });

  it('When the owner deletes a photo, then it leaves every place, its files go, and Activity says where it stood', async () => {
    const id = await added('Muddy paws', pngFile(await bands(600, 400, [BLUE]).png().toBuffer()));
    await place('home-gallery', [{ photoId: id, caption: 'Muddy' }]);
    const [shown] = await shownIn('home-gallery');
    await place('about-field', [{ photoId: id, caption: '' }]);

    const response = await owner.post(`/api/admin/photos/${id}/remove`, {});
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<AdminPhotos>();
    expect(after.photos.map((photo) => photo.id)).not.toContain(id);
    expect(after.places['home-gallery']).toEqual([]);
    expect(await shownIn('home-gallery')).toEqual([]);
    expect(await shownIn('about-field')).toEqual([]);
    for (const rendition of servedOf(shown as ShownPhoto)) {
      expect((await fetchPhoto(rendition.url)).statusCode).toBe(404);
    }
    expect((await latestActivity('photos: removed'))?.details).toBe(
      `#${id} "Muddy paws"; it stood in: Home page gallery (1st), The field (About page) (1st)`,
    );
    expect((await owner.post(`/api/admin/photos/${id}/remove`, {})).statusCode).toBe(404);
  });
});

/**
 * A form whose last bytes the test holds back, as a slow connection would: the server reads
 * the rest (`reading` says it has begun) and waits for them until `release()`.
 */
function heldBack(form: { type: string; payload: Buffer }) {
  let begun = (): void => {};
  let release = (): void => {};
  const reading = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = false;
  const payload = new Readable({
    read() {
      begun();
      if (sent) return;
      sent = true;
      this.push(form.payload.subarray(0, -20));
      void released.then(() => {
        this.push(form.payload.subarray(-20));
        this.push(null);
      });
    },
  });
  return { form: { type: form.type, payload }, reading, release };
}

describe('photo uploads at once (issue 24, decision 104)', () => {
  let t: TestApp;
  let owner: TestBrowser;
  const lines: Array<{ msg?: string }> = [];

  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    owner = await signedInAs(t, 'super-admin');
  });
  afterAll(() => t.close());

  const photo = async (alt: string, colour: [number, number, number, number]) =>
    multipart(alt, pngFile(await bands(1200, 800, [colour, BLUE]).png().toBuffer()));

  /** What the photo capability logged of its decoding, in order. */
  const decodes = () =>
    lines
      .map((line) => line.msg)
      .filter((msg) => msg === 'photo decoding' || msg === 'photo decoded');

  it('When five photos are uploaded at once, then three hold the places in line and are decoded one at a time, and the other two are told to try again later (429, Retry-After)', async () => {
    lines.length = 0;
    const waiting = await Promise.all([
      photo('The gate', RED),
      photo('The field', GREEN),
      photo('The shelter', CLEAR),
    ]);
    // Three uploads still arriving hold the three places in line.
    const held = waiting.map(heldBack);
    const answers = held.map((upload) => sendForm(t, owner, upload.form));
    await Promise.all(held.map((upload) => upload.reading));

    const [fourth, fifth] = await Promise.all([
      sendForm(t, owner, await photo('A fourth', RED)),
      sendForm(t, owner, await photo('A fifth', GREEN)),
    ]);
    for (const refused of [fourth, fifth]) {
      expect(refused?.statusCode, refused?.body).toBe(429);
      expect(refused?.json().error).toMatchObject({
        code: 'photo/busy',
        message: 'Another photo is being processed. Please try again in a moment.',
      });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }

    for (const upload of held) upload.release();
    const taken = await Promise.all(answers);
    expect(taken.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    // Each decode finished before the next began.
    expect(decodes()).toEqual([
      'photo decoding',
      'photo decoded',
      'photo decoding',
      'photo decoded',
      'photo decoding',
      'photo decoded',
    ]);
    const alts = (await owner.get('/api/admin/photos'))
      .json<AdminPhotos>()
      .photos.map((p) => p.alt);
    expect(alts).toEqual(expect.arrayContaining(['The field', 'The gate', 'The shelter']));
    expect(alts).not.toContain('A fourth');
    expect(alts).not.toContain('A fifth');
  });

  it('When a 400-megapixel PNG is uploaded, then it is refused from its header, never decoded', async () => {
    lines.length = 0;
    const held = (await Promise.all([photo('One', RED), photo('Two', GREEN)])).map(heldBack);
    const answers = held.map((upload) => sendForm(t, owner, upload.form));
    await Promise.all(held.map((upload) => upload.reading));

    const huge = await sendForm(
      t,
      owner,
      await multipart('Huge', pngFile(blankPng(20_000, 20_000))),
    );
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().error.code).toBe('photo/too-many-pixels');
    expect(decodes()).toEqual([]);

    for (const upload of held) upload.release();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([201, 201]);
  });

  it('When uploads are refused one after another, then each gives its place back and the next photo is taken', async () => {
    const refusals: Array<[Form, number]> = [
      [{ type: 'multipart/form-data', payload: Buffer.from('no boundary') }, 400],
      [await multipart('Huge', pngFile(blankPng(20_000, 20_000))), 400],
      [
        await multipart(
          'Damaged',
          jpegFile(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 9)])),
        ),
        400,
      ],
      [await multipart('', pngFile(await bands(300, 200, [RED]).png().toBuffer())), 400],
    ];
    for (const [form, status] of refusals) {
      expect((await sendForm(t, owner, form)).statusCode).toBe(status);
    }
    const taken = await sendForm(t, owner, await photo('After the refusals', GREEN));
    expect(taken.statusCode, taken.body).toBe(201);
  });
});

describe('the home page with a banner photo', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeAll(async () => {
    t = await startTestAppWithBuild();
    owner = await signedInAs(t, 'super-admin');
  });
  afterAll(() => t.close());

  it('When the banner has a photo, then the home page asks for its AVIF with the page, and other pages do not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.body).not.toContain('rel="preload"');

    const bytes = await bands(2000, 800, [GREEN, BLUE]).jpeg().toBuffer();
    const form = await multipart('The field from the gate', jpegFile(bytes));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/photos',
      remoteAddress: owner.ip,
      headers: {
        origin: t.config.publicUrl,
        'content-type': form.type,
        cookie: owner.cookie ?? '',
      },
      payload: form.payload,
    });
    const id = uploaded.json<AdminPhotos>().photos[0]?.id ?? 0;
    await owner.post('/api/admin/photo-places/home-hero', {
      photos: [{ photoId: id, caption: '' }],
    });

    const home = await t.app.inject({ method: 'GET', url: '/' });
    const park = pageStart(home)?.park.park;
    if (!park) throw new Error('the home page came without its data');
    const avif = park.photos['home-hero'][0]?.avif ?? '';
    expect(avif).toMatch(/1600w$/);
    expect(home.body).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${avif}" imagesizes="(min-width: 68rem) 68rem, 100vw">`,
    );
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).not.toContain('rel="preload"');
  });
});
