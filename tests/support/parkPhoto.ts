import sharp from 'sharp';
import type { AdminPhotos, PhotoPlace } from '../../src/contract/photos';
import type { TestBrowser } from './browser';
import type { TestApp } from './testApp';

/**
 * Uploads a photo as the owner's Photos section does (a multipart form with its alt text) and
 * stands it in a place: a 1200×800 field of green, whose renditions the app makes itself.
 */
export async function placeParkPhoto(
  t: TestApp,
  owner: TestBrowser,
  place: PhotoPlace,
  alt: string,
): Promise<number> {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 150, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'field.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/admin/photos',
    remoteAddress: owner.ip,
    headers: {
      origin: t.config.publicUrl,
      'content-type': request.headers.get('content-type') ?? '',
      cookie: owner.cookie ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (uploaded.statusCode !== 201) throw new Error(`photo upload: ${uploaded.body}`);
  const id = uploaded.json<AdminPhotos>().photos[0]?.id ?? 0;
  const placed = await owner.post(`/api/admin/photo-places/${place}`, {
    photos: [{ photoId: id, caption: '' }],
  });
  if (placed.statusCode !== 200) throw new Error(`photo place: ${placed.body}`);
  return id;
}
