import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/testDatabase';

const FIELD_PHOTOS = migrations.findIndex((migration) => migration.id === '026_field_photos');

describe(`migration 026: the seed's field's gallery, on ${testDatabaseKind()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const { db } = database;
    await db.transaction(async (tx) => {
      for (const migration of migrations.slice(0, FIELD_PHOTOS)) await tx.exec(migration.sql);
      // Three photos: two on the About page's field, in order, and one in the home gallery.
      await tx.exec(`
        insert into photos (alt, width, height, added_at, added_by)
        select 'Photo ' || n, 640, 480, '2025-05-01T00:00:00Z', 'owner@example.com'
          from generate_series(1, 3) as n;
        insert into photo_placements (place, position, photo_id, caption)
        select 'about-field', 0, id, 'The pond' from photos where alt = 'Photo 2';
        insert into photo_placements (place, position, photo_id, caption)
        select 'about-field', 1, id, '' from photos where alt = 'Photo 1';
        insert into photo_placements (place, position, photo_id, caption)
        select 'home-gallery', 0, id, 'Home' from photos where alt = 'Photo 3';
      `);
    });
    await db.transaction(async (tx) => {
      for (const migration of migrations.slice(FIELD_PHOTOS)) await tx.exec(migration.sql);
    });
  });
  afterAll(() => database?.dispose());

  it("When it runs, then the first field's gallery has the About page's field photos, in order with their captions, and the park's places stay", async () => {
    const { db } = database;
    expect(
      await db.query(
        `select p.alt, fp.position, fp.caption from field_photos fp
           join photos p on p.id = fp.photo_id
          where fp.field_id = (select id from fields order by position, id limit 1)
          order by fp.position`,
      ),
    ).toEqual([
      { alt: 'Photo 2', position: 0, caption: 'The pond' },
      { alt: 'Photo 1', position: 1, caption: '' },
    ]);
    expect(await db.query('select count(*)::int as n from field_photos')).toEqual([{ n: 2 }]);
    expect(await db.query('select count(*)::int as n from photo_placements')).toEqual([{ n: 3 }]);
  });

  it('When a photo is deleted, then it leaves the gallery too', async () => {
    const { db } = database;
    await db.query(`delete from photos where alt = 'Photo 2'`);
    expect(await db.query('select position, caption from field_photos order by position')).toEqual([
      { position: 1, caption: '' },
    ]);
  });
});
