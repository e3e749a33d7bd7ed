import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRow } from '../../src/contract/admin';
import type { AvailabilityResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { AdminSettings, SaveResult } from '../../src/contract/settings';
import { runParkCommand } from '../../src/server/cli/parkCommands';
import {
  BOOKING_DAY,
  bookingRow,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

/** A Wednesday in November 2025, inside the tests' booking window. */
const WINTER_DAY = '2025-11-12';
const WINTER = {
  name: 'Winter',
  from: '2025-11-01',
  to: '2026-02-28',
  weekly: Array.from({ length: 7 }, () => ({ opens: '07:30', closes: '16:30' })),
};

describe('the Settings area', () => {
  let t: TestApp;
  let owner: TestBrowser;
  let ownerEmail: string;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
    ownerEmail = uniqueEmail('owner');
    owner = await signedInAs(t, 'super-admin', ownerEmail);
  });
  afterEach(() => t.close());

  const settings = async () => (await owner.get('/api/admin/settings')).json<AdminSettings>();
  const save = (section: string, value: unknown, confirm = false) =>
    owner.post(`/api/admin/settings/${section}${confirm ? '?confirm=yes' : ''}`, value);
  const park = async () => (await t.app.inject({ url: '/api/park' })).json<ParkResponse>().park;
  const activity = async () =>
    (await owner.get('/api/admin/activity?page=1')).json<{ rows: ActivityRow[] }>().rows;

  it('When the owner opens it, then every section holds the park as it is, unchanged so far', async () => {
    const all = await settings();
    expect(all.park.name).toBe('Meadow Paddock Dog Field');
    expect(all.opening.hours.weekly[0]).toEqual({ opens: '06:00', closes: '22:00' });
    expect(all.bookingRules).toMatchObject({ slotLengths: [30, 60], handoverMinutes: 0 });
    expect(all.prices).toContainEqual({ dogs: '1-4', minutes: 60, pence: 1100 });
    expect(Object.values(all.changed).every((change) => change === null)).toBe(true);
  });

  it('When the park is renamed, then every page reads the new name at once, and Activity and the section say who changed what', async () => {
    const before = await settings();
    const response = await save('park', { ...before.park, name: '  Hilltop Hounds Field ' });
    expect(response.statusCode).toBe(200);
    const result = response.json<SaveResult>();
    expect(result.saved).toBe(true);
    expect((await park()).name).toBe('Hilltop Hounds Field');
    expect((await settings()).changed.park).toEqual({
      at: t.clock.now().toISOString(),
      by: ownerEmail,
    });
    expect((await activity())[0]).toMatchObject({
      who: ownerEmail,
      action: 'settings: park',
      details: 'name: Meadow Paddock Dog Field → Hilltop Hounds Field',
    });
  });

  it('When a value is bad, then the answer names its field and nothing changes', async () => {
    const before = await settings();
    const response = await save('park', { ...before.park, email: 'not an address', name: 'X' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'request/invalid', fields: { email: 'That is not an e-mail address.' } },
    });
    expect((await park()).name).toBe('Meadow Paddock Dog Field');
    expect((await settings()).changed.park).toBeNull();

    const rules = await save('booking-rules', { ...before.bookingRules, handoverMinutes: 20 });
    expect(rules.json()).toMatchObject({
      error: { fields: { handoverMinutes: 'The handover gap is a whole number from 0 to 15.' } },
    });
  });

  it('When saving changes nothing, then Activity notes nothing', async () => {
    const before = await settings();
    const count = (await activity()).length;
    expect((await save('features', before.features)).statusCode).toBe(200);
    expect(await activity()).toHaveLength(count);
    expect((await settings()).changed.features).toBeNull();
  });

  it('When a price changes, then bookings made after it are sold at it and bookings made before keep theirs, and Activity shows it in pounds', async () => {
    const walker = await signedInAs(t, 'customer');
    const earlier = await bookAndPay(walker, slot('09:00', 60, '1-4'));
    const before = await settings();
    const prices = before.prices.map((row) =>
      row.dogs === '1-4' && row.minutes === 60 ? { ...row, pence: 1200 } : row,
    );
    expect((await save('prices', prices)).json<SaveResult>().saved).toBe(true);

    const later = await bookAndPay(walker, slot('11:00', 60, '1-4'));
    expect((await bookingRow(t, earlier))?.price_pence).toBe(1100);
    expect((await bookingRow(t, later))?.price_pence).toBe(1200);
    expect((await park()).prices).toContainEqual(
      expect.objectContaining({ dogs: '1-4', minutes: 60, pence: 1200 }),
    );
    expect((await activity())[0]?.details).toBe('1-4 dogs, 60 min: £11.00 → £12.00');
  });

  it('When a winter season has shorter hours, then a day in it offers slots within them and the server refuses one outside', async () => {
    const before = await settings();
    const opening = { ...before.opening, hours: { ...before.opening.hours, seasons: [WINTER] } };
    expect((await save('opening', opening)).json<SaveResult>().saved).toBe(true);

    const { hours } = await park();
    expect(hours.seasons).toEqual([WINTER]);
    const walker = await signedInAs(t, 'customer');
    const refused = await walker.post('/api/bookings', {
      date: WINTER_DAY,
      time: '17:00',
      minutes: 60,
      dogs: '1-4',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'booking/not-bookable',
        message: 'The field is open 07:30 to 16:30 that day.',
      },
    });
    const early = {
      date: WINTER_DAY,
      time: '07:30',
      minutes: 60,
      dogs: '1-4',
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    } as const;
    expect((await walker.post('/api/bookings', early)).statusCode).toBe(201);
    const last = { ...early, time: '15:30' };
    expect((await walker.post('/api/bookings', last)).statusCode).toBe(201);
    // A summer day keeps the weekly hours (another customer: each holds two slots at most).
    const summer = await signedInAs(t, 'customer');
    expect((await summer.post('/api/bookings', slot('21:00', 60))).statusCode).toBe(201);

    const [entry] = await activity();
    expect(entry?.action).toBe('settings: opening');
    expect(entry?.details).toContain('hours.seasons.0.weekly.Monday: — → 07:30–16:30');
  });

  it('When two seasons overlap, then the hours are refused and nothing changes', async () => {
    const before = await settings();
    const overlapping = { ...WINTER, name: 'Deep winter', from: '2025-12-01', to: '2026-01-31' };
    const response = await save('opening', {
      ...before.opening,
      hours: { ...before.opening.hours, seasons: [WINTER, overlapping] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'hours.seasons': expect.stringContaining('overlap'),
    });
    expect((await park()).hours.seasons).toEqual([]);
  });

  it('When new hours would leave a booking outside them, then nothing is saved until confirmed, and the booking stays', async () => {
    const walker = await signedInAs(t, 'customer');
    const late = await bookAndPay(walker, slot('20:00', 60));
    const before = await settings();
    const shorter = {
      ...before.opening,
      hours: {
        ...before.opening.hours,
        weekly: before.opening.hours.weekly.map(() => ({ opens: '08:00', closes: '18:00' })),
      },
    };
    const asked = (await save('opening', shorter)).json<SaveResult>();
    expect(asked).toEqual({
      saved: false,
      outsideHours: [
        expect.objectContaining({ id: late, date: BOOKING_DAY, time: '20:00', minutes: 60 }),
      ],
    });
    expect((await park()).hours.weekly[0]).toEqual({ opens: '06:00', closes: '22:00' });

    expect((await save('opening', shorter, true)).json<SaveResult>().saved).toBe(true);
    expect((await park()).hours.weekly[0]).toEqual({ opens: '08:00', closes: '18:00' });
    expect((await bookingRow(t, late))?.status).toBe('complete');
    const availability = (
      await t.app.inject({ url: '/api/availability?month=2025-06' })
    ).json<AvailabilityResponse>();
    expect(availability.busy).toContainEqual({ date: BOOKING_DAY, start: '20:00', end: '21:00' });
  });

  it('When the handover gap is 10 minutes, then a 10:00 hour ends at 10:50 in the e-mail, the calendar file and availability, and 11:00 is still free', async () => {
    const before = await settings();
    const rules = { ...before.bookingRules, handoverMinutes: 10 };
    expect((await save('booking-rules', rules)).json<SaveResult>().saved).toBe(true);

    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    const booking = await bookAndPay(walker, slot('10:00', 60));
    const [confirmation] = (await outboxFor(t, email)).filter((mail) =>
      mail.dedupe_key.startsWith('booking-confirmation'),
    );
    expect(confirmation?.text).toContain('10:00 to 10:50');
    const ics = (await walker.get(`/api/bookings/${booking}/calendar.ics`)).body;
    expect(ics).toContain('DTSTART;TZID=Europe/London:20250614T100000');
    expect(ics).toContain('DTEND;TZID=Europe/London:20250614T105000');
    const availability = (
      await t.app.inject({ url: '/api/availability?month=2025-06' })
    ).json<AvailabilityResponse>();
    expect(availability.busy).toContainEqual({ date: BOOKING_DAY, start: '10:00', end: '10:50' });
    await bookAndPay(walker, slot('11:00', 60));
  });

  it('When a video is a YouTube watch address, then it is kept in its no-cookie embed form; another host is refused by field', async () => {
    const videos = [{ title: 'A walk round the field', url: 'https://youtu.be/dQw4w9WgXcQ?t=3' }];
    const saved = (await save('videos', videos)).json<SaveResult>();
    expect(saved.saved && saved.settings.videos).toEqual([
      {
        title: 'A walk round the field',
        url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ]);
    expect((await park()).videos).toEqual([
      {
        title: 'A walk round the field',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ]);

    const refused = await save('videos', [{ title: 'Elsewhere', url: 'https://evil.example/v' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { '0.url': 'Use a YouTube or Vimeo address.' } },
    });
    expect((await park()).videos).toHaveLength(1);
  });

  it('When only hour-long slots are sold, then a half hour is refused in those words', async () => {
    const before = await settings();
    await save('booking-rules', { ...before.bookingRules, slotLengths: [60] });
    const walker = await signedInAs(t, 'customer');
    const refused = await walker.post('/api/bookings', slot('10:00', 30));
    expect(refused.json()).toMatchObject({ error: { message: 'Sessions are 1 hour.' } });
  });
});

describe('the command line', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ now: '2025-05-01T09:00:00+01:00' });
  });
  afterEach(() => t.close());
  const cli = (...args: string[]) => runParkCommand(t.database.db, args, t.clock.now());

  it('When a field is set, then it is checked and saved as the Settings tab would, and Activity names the command line', async () => {
    expect(await cli('set', 'handover-minutes', '5')).toBe('Saved handover-minutes.');
    expect(await cli('set', 'video-1', 'https://vimeo.com/123456789')).toBe('Saved video-1.');
    const park = JSON.parse(await cli('show'));
    expect(park.handoverMinutes).toBe(5);
    expect(park.videos[0].embedUrl).toBe('https://player.vimeo.com/video/123456789');
    const [entry] = await t.database.db.query<{ actor_email: string; action: string }>(
      'select actor_email, action from audit_log order by id desc limit 1',
    );
    expect(entry).toEqual({ actor_email: 'command line', action: 'settings: videos' });
  });

  it('When a value is refused, then the reason names the field and nothing changes', async () => {
    await expect(cli('set', 'handover-minutes', '20')).rejects.toThrow(
      'handover-minutes (handoverMinutes): The handover gap is a whole number from 0 to 15.',
    );
    await expect(cli('set', 'first50-event', 'maybe')).rejects.toThrow(
      'first50-event must be yes or no',
    );
    await expect(cli('set', 'colour', 'green')).rejects.toThrow('Unknown field "colour"');
    expect(JSON.parse(await cli('show')).handoverMinutes).toBe(0);
  });

  it('When a whole section is given as JSON, then it is saved; bad JSON or values are refused', async () => {
    const hours = JSON.parse(await cli('section', 'opening'));
    hours.hours.seasons = [WINTER];
    expect(await cli('section', 'opening', JSON.stringify(hours))).toBe('Saved opening.');
    expect(JSON.parse(await cli('show')).hours.seasons).toEqual([WINTER]);
    await expect(cli('section', 'opening', '{oops')).rejects.toThrow('opening: that is not JSON.');
    await expect(cli('section', 'prices', '[]')).rejects.toThrow(/^prices: /);
    await expect(cli('section', 'colours', '{}')).rejects.toThrow('Unknown section "colours"');
  });
});
