import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { AdminPhotos, FieldPhotos } from '../../src/contract/photos';
import { SEED_FIELD_SALES } from '../../src/domain/fieldSales';
import { signedInAs, type TestBrowser } from '../support/browser';
import { blankPng } from '../support/photoFiles';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

// Settings → Fields beyond adding and changing one (decision 113): the fields' order, and each
// field's own gallery of photos.

const fieldNamed = (name: string): FieldSettings => ({
  name,
  description: '',
  size: '',
  sales: {
    ...SEED_FIELD_SALES,
    bands: [...SEED_FIELD_SALES.bands],
    lengths: [...SEED_FIELD_SALES.lengths],
    prices: [...SEED_FIELD_SALES.prices],
  },
  hours: {
    weekly: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' })),
    seasons: [],
  },
  handoverMinutes: 0,
});

/** The photo upload as our page sends it: a multipart form, alt text first, then the file. */
async function uploadPhoto(t: TestApp, owner: TestBrowser, alt: string): Promise<number> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', new Blob([new Uint8Array(blankPng(64, 48))], { type: 'image/png' }), 'a.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/photos',
    remoteAddress: owner.ip,
    headers: {
      origin: t.config.publicUrl,
      'content-type': request.headers.get('content-type') ?? '',
      ...(owner.cookie ? { cookie: owner.cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminPhotos>().photos[0]?.id ?? 0;
}

describe(`the owner's fields in Settings, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let first: ParkField;
  let puppy: ParkField;
  let agility: ParkField;

  const parkFields = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/park' })).json<ParkResponse>().park.fields;
  const lastActivity = async () => {
    const [row] = await t.database.db.query<{ action: string; details: string }>(
      'select action, details from audit_log order by id desc limit 1',
    );
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
    for (const name of ['Puppy paddock', 'Agility paddock']) {
      const added = await owner.post('/api/admin/fields', fieldNamed(name));
      expect(added.statusCode, added.body).toBe(201);
    }
    [first, puppy, agility] = (await parkFields()) as [ParkField, ParkField, ParkField];
  });
  afterAll(() => t.close());

  describe('When the owner puts the fields in order', () => {
    it('Then the park lists them in that order, and Activity names it', async () => {
      const ordered = await owner.post('/api/admin/fields/order', {
        fieldIds: [first.id, agility.id, puppy.id],
      });
      expect(ordered.statusCode, ordered.body).toBe(200);
      const names = ['Main field', 'Agility paddock', 'Puppy paddock'];
      expect(ordered.json<{ fields: ParkField[] }>().fields.map((field) => field.name)).toEqual(
        names,
      );
      expect((await parkFields()).map((field) => field.name)).toEqual(names);
      expect(await lastActivity()).toEqual({
        action: 'settings: fields',
        details: 'put the fields in order: Main field, Agility paddock, Puppy paddock',
      });
      // A field added afterwards comes last.
      const added = await owner.post('/api/admin/fields', fieldNamed('Woodland walk'));
      expect((await parkFields()).at(-1)?.id).toBe(added.json().field.id);
      await owner.post(`/api/admin/fields/${added.json().field.id}/retired`, { retired: true });
    });

    it('Then an order that leaves a field out, names one twice or one that is not there is refused, and nothing moves', async () => {
      const before = (await parkFields()).map((field) => field.id);
      const refusals = [
        [first.id, puppy.id],
        [...before, 999_999],
        [...before.slice(0, -1), 999_999],
      ];
      for (const fieldIds of refusals) {
        const refused = await owner.post('/api/admin/fields/order', { fieldIds });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.fields).toEqual({
          fieldIds: 'List every field once, in the order the park shows them.',
        });
      }
      const twice = await owner.post('/api/admin/fields/order', {
        fieldIds: [...before, first.id],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.fields).toEqual({ fieldIds: 'Name each field once.' });
      expect((await parkFields()).map((field) => field.id)).toEqual(before);
    });

    it('Then the first field stays first: moving another before it is refused in words', async () => {
      const before = (await parkFields()).map((field) => field.id);
      const refused = await owner.post('/api/admin/fields/order', {
        fieldIds: [puppy.id, ...before.filter((id) => id !== puppy.id)],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'The first field stays first: the other fields can be put in any order.',
      );
      expect((await parkFields()).map((field) => field.id)).toEqual(before);
    });

    it('Then only a super admin may', async () => {
      const admin = await signedInAs(t, 'admin');
      const tried = await admin.post('/api/admin/fields/order', {
        fieldIds: (await parkFields()).map((field) => field.id),
      });
      expect(tried.statusCode).toBe(403);
    });
  });

  describe('When the owner puts photos on a field', () => {
    it('Then they show in that field’s photos in GET /api/park, captions and all, and nowhere else', async () => {
      const gate = await uploadPhoto(t, owner, 'The puppy paddock’s gate');
      const pond = await uploadPhoto(t, owner, 'The pond');
      const placed = await owner.post(`/api/admin/fields/${puppy.id}/photos`, {
        photos: [
          { photoId: pond, caption: ' The pond in May ' },
          { photoId: gate, caption: '' },
        ],
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const answer = placed.json<FieldPhotos>();
      expect(answer.fieldId).toBe(puppy.id);
      expect(answer.photos.map((photo) => [photo.id, photo.caption])).toEqual([
        [pond, 'The pond in May'],
        [gate, ''],
      ]);

      const { park } = (
        await t.app.inject({ method: 'GET', url: '/api/park' })
      ).json<ParkResponse>();
      const shown = park.fields.find((field) => field.id === puppy.id);
      expect(shown?.photos).toEqual(answer.photos);
      expect(shown?.photos[0]).toMatchObject({
        alt: 'The pond',
        src: expect.stringMatching(/^\/photos\/[0-9a-f]{64}\.jpg$/),
        avif: expect.stringMatching(/^\/photos\/[0-9a-f]{64}\.avif 64w$/),
      });
      for (const other of park.fields.filter((field) => field.id !== puppy.id)) {
        expect(other.photos).toEqual([]);
      }
      expect(Object.values(park.photos).flat()).toEqual([]);
      expect(await lastActivity()).toEqual({
        action: 'photos: moved',
        details: `Field: Puppy paddock: (none) → #${pond} "The pond in May", #${gate}`,
      });
    });

    it('Then the second field in the park’s order has them: fields[1].photos', async () => {
      const photo = await uploadPhoto(t, owner, 'Jumps in a row');
      const [, second] = await parkFields();
      await owner.post(`/api/admin/fields/${second?.id}/photos`, {
        photos: [{ photoId: photo, caption: 'The jumps' }],
      });
      const fields = await parkFields();
      expect(fields[1]?.photos.map((shown) => [shown.id, shown.caption])).toEqual([
        [photo, 'The jumps'],
      ]);
      expect(fields[0]?.photos).toEqual([]);
      await owner.post(`/api/admin/fields/${second?.id}/photos`, { photos: [] });
      expect((await parkFields())[1]?.photos).toEqual([]);
    });

    it('Then a photo deleted leaves the field’s gallery, and Activity says it stood there', async () => {
      const photo = await uploadPhoto(t, owner, 'A muddy corner');
      await owner.post(`/api/admin/fields/${agility.id}/photos`, {
        photos: [{ photoId: photo, caption: '' }],
      });
      const removed = await owner.post(`/api/admin/photos/${photo}/remove`, {});
      expect(removed.statusCode, removed.body).toBe(200);
      const fields = await parkFields();
      expect(fields.find((field) => field.id === agility.id)?.photos).toEqual([]);
      expect((await lastActivity())?.details).toBe(
        `#${photo} "A muddy corner"; it stood in: Field: Agility paddock (1st)`,
      );
    });

    it('Then a photo that is not there, a field that is not there or a thirteenth photo is refused', async () => {
      const missing = await owner.post(`/api/admin/fields/${puppy.id}/photos`, {
        photos: [{ photoId: 999_999, caption: '' }],
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({
        'photos.0.photoId': 'There is no such photo.',
      });
      const noField = await owner.post('/api/admin/fields/999999/photos', { photos: [] });
      expect(noField.statusCode).toBe(404);
      expect(noField.json().error.code).toBe('admin/no-such-field');
      const many = Array.from({ length: 13 }, (_, index) => ({ photoId: index + 1, caption: '' }));
      const tooMany = await owner.post(`/api/admin/fields/${puppy.id}/photos`, { photos: many });
      expect(tooMany.statusCode).toBe(400);
      expect((await parkFields()).find((field) => field.id === puppy.id)?.photos).toHaveLength(2);
    });
  });
});
