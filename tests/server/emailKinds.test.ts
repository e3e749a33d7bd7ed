import { type Browser, chromium } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumMissing, chromiumPath } from '../../scripts/chromium.mjs';
import type { ParkResponse } from '../../src/contract/park';
import {
  type BookingEmailContext,
  cancellationEmail,
  closureEmail,
  gateCodeEmail,
  invoiceEmail,
  movedEmail,
  parkCancelledPassBookingEmail,
  refundEmail,
  reminderEmail,
  slotLostEmail,
  wrongAmountEmail,
} from '../../src/server/bookings/bookingEmails';
import { type BookingRecord, findBooking } from '../../src/server/bookings/bookingRecordSql';
import { emailContextOf } from '../../src/server/bookings/emailContext';
import {
  seriesConfirmationEmail,
  seriesInvoiceEmail,
} from '../../src/server/bookings/seriesEmails';
import { enqueueEmail, type OutgoingEmail } from '../../src/server/email/outboxSql';
import {
  bookedNoticeEmail,
  cancelledNoticeEmail,
  dailySummaryEmail,
  refundNoticeEmail,
  seriesBookedNoticeEmail,
} from '../../src/server/ownerNotices/ownerEmails';
import { readOwnerPark } from '../../src/server/ownerNotices/ownerNoticesSql';
import { passBoughtEmail, passRefundEmail } from '../../src/server/passes/passEmails';
import type { PassRecord } from '../../src/server/passes/passesSql';
import { waitlistOfferEmail } from '../../src/server/waitlist/offerEmail';
import { addDiscount, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
import { placeParkPhoto } from '../support/parkPhoto';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { type SpamVerdict, spamScore, spamScores } from '../support/spamAssassin';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

/** One kind of e-mail as the mail server received it. */
interface Received {
  kind: string;
  mail: ParsedMail;
  source: string;
}

/**
 * Every kind of e-mail Paddock sends, each to an address of its own, through the outbox, the
 * SMTP transport and a real SMTP server: what is checked is the message as it arrives, headers
 * and all. Those a single request makes are made that way; the rest are built by the same
 * functions their use cases call, from a real paid booking.
 */
async function sendEveryKind(t: TestApp, smtp: TestSmtpServer): Promise<Received[]> {
  const expected: { kind: string; to: string; subject?: RegExp }[] = [];
  // The park has a photo, as most do: every kind carries it at its top.
  await placeParkPhoto(
    t,
    await signedInAs(t, 'super-admin'),
    'home-hero',
    'The field from the gate',
  );

  const newcomer = uniqueEmail('verification');
  await new TestBrowser(t).post('/api/auth/sign-up', { email: newcomer, password: GOOD_PASSWORD });
  expected.push({ kind: 'verification', to: newcomer });
  await new TestBrowser(t).post('/api/auth/forgot-password', { email: newcomer });
  expected.push({ kind: 'password reset', to: newcomer, subject: /password/i });

  const customer = uniqueEmail('customer');
  await addDiscount(t, { code: 'TENOFF', percent: 10, maxUsage: 5 });
  const id = await bookAndPay(await signedInAs(t, 'customer', customer), {
    ...slot('10:00', 60, '5-6'),
    discountCode: 'TENOFF',
  });
  expected.push({ kind: 'confirmation', to: customer, subject: /^Booking confirmed/ });
  expected.push({ kind: 'invoice', to: customer, subject: /^Invoice/ });

  // The account's own notices: a new password, a new address (its link and the old address's
  // notice), and the farewell of a deleted account with a booking it cancelled.
  const mover = uniqueEmail('mover');
  const moved = uniqueEmail('moved');
  const moverBrowser = await signedInAs(t, 'customer', mover);
  await moverBrowser.post('/api/account/password', {
    currentPassword: GOOD_PASSWORD,
    newPassword: 'a longer walk by the stream',
  });
  expected.push({ kind: 'password changed', to: mover, subject: /password was changed/ });
  await moverBrowser.post('/api/account/email', {
    password: 'a longer walk by the stream',
    email: moved,
  });
  expected.push({ kind: 'confirm a new address', to: moved });
  expected.push({ kind: 'new address asked for', to: mover, subject: /new e-mail address/ });
  const leaver = uniqueEmail('leaver');
  const leaverBrowser = await signedInAs(t, 'customer', leaver);
  await bookAndPay(leaverBrowser, slot('14:00', 30));
  await leaverBrowser.post('/api/account/delete', { password: GOOD_PASSWORD });
  expected.push({ kind: 'farewell', to: leaver });

  const owner = await signedInAs(t, 'super-admin');
  await addDiscount(t, { code: 'SPRING10', percent: 10, maxUsage: 5 });
  const discountTo = uniqueEmail('discount');
  await owner.post('/api/admin/email-tools/discount', {
    email: discountTo,
    code: 'SPRING10',
    message: 'Ten per cent off your next visit in May, as a thank you for coming.',
  });
  expected.push({ kind: 'discount', to: discountTo });

  const now = t.clock.now();
  const booking = (await findBooking(t.database.db, id)) as BookingRecord;
  const context = await emailContextOf(t.database.db, booking, t.config.publicUrl, now);
  const vatInvoice = {
    number: 41,
    bookingId: id,
    issuedAt: now,
    sellerName: context.park.name,
    sellerAddress: context.park.addressLines,
    sellerVatNumber: 'GB999999973',
    vatRatePercent: 20,
    customerEmail: customer,
    customerName: 'Sam Walker',
  };
  // A series of two weeks, and a pass of ten hours with two used, for their own e-mails.
  const weeks = [
    booking,
    { ...booking, id: booking.id + 1000, date: '2025-06-21', seriesId: 9 },
  ].map((week) => ({ ...week, seriesId: 9 }));
  const pass: PassRecord = {
    id: 5,
    userId: booking.userId ?? '',
    passTypeId: 1,
    name: 'Ten hours',
    sessions: 10,
    minutes: 60,
    dogs: '5-6',
    fieldIds: [1],
    pricePence: 13_500,
    validMonths: 6,
    status: 'active',
    isTest: false,
    holdExpiresAt: null,
    checkoutProvider: 'test',
    checkoutReference: null,
    checkoutUrl: null,
    paidPence: 13_500,
    paymentReference: 'tp_1',
    paidAt: now,
    validUntil: '2025-10-31',
    refundedPence: 0,
    sessionsWithdrawn: 2,
    createdAt: now,
    used: 2,
  };
  const built: [string, (c: BookingEmailContext) => OutgoingEmail][] = [
    ['invoice with VAT', (c) => invoiceEmail(booking, c, vatInvoice)],
    ['reminder', (c) => reminderEmail(booking, c)],
    ['moved', (c) => movedEmail(booking, c, 'park-1')],
    ['cancelled', (c) => cancellationEmail(booking, c, booking.pricePence)],
    ['cancelled without refund', (c) => cancellationEmail(booking, c, 0)],
    ['closed', (c) => closureEmail(booking, c, booking.pricePence)],
    ['slot lost', (c) => slotLostEmail(booking, c)],
    ['wrong amount', (c) => wrongAmountEmail(booking, c, 100)],
    ['gate code', (c) => gateCodeEmail(booking, c)],
    ['weekly bookings confirmed', (c) => seriesConfirmationEmail(weeks, c)],
    [
      'weekly invoices',
      (c) => seriesInvoiceEmail(weeks, c, [vatInvoice, { ...vatInvoice, number: 42 }]),
    ],
    ['pass bought', (c) => passBoughtEmail(pass, c, { ...vatInvoice, bookingId: null })],
    [
      'pass refund',
      (c) =>
        passRefundEmail(pass, c, {
          id: 3,
          amountPence: 2000,
          sessions: 2,
          reason: 'You are moving away; two sessions refunded.',
        }),
    ],
    [
      'cancelled with the session back on a pass',
      (c) => cancellationEmail({ ...booking, passId: pass.id, pricePence: 0 }, c, 0, true),
    ],
    [
      'pass booking cancelled by the park',
      (c) =>
        parkCancelledPassBookingEmail({ ...booking, passId: pass.id, pricePence: 0 }, c, {
          reason: 'The field is being reseeded.',
          returned: true,
        }),
    ],
    [
      'waiting-list offer',
      (c) =>
        waitlistOfferEmail(
          {
            ...booking,
            dogs: booking.dogs ?? '5-6',
            placeId: 7,
            bookingId: booking.id,
            heldUntil: new Date(now.getTime() + 15 * 60_000),
          },
          c,
        ),
    ],
    [
      'refund',
      (c) =>
        refundEmail(booking, c, {
          id: 1,
          amountPence: 500,
          reason: 'The gate stuck and you lost 20 minutes of your session.',
          cancelled: false,
        }),
    ],
    [
      'refund with cancellation',
      (c) =>
        refundEmail(booking, c, {
          id: 2,
          amountPence: booking.pricePence,
          reason: 'The field is flooded on the day of your booking.',
          cancelled: true,
        }),
    ],
  ];
  for (const [kind, build] of built) {
    const to = uniqueEmail(kind.replaceAll(' ', '-').toLowerCase());
    const email = build({ ...context, customerEmail: to });
    await enqueueEmail(t.database.db, { ...email, dedupeKey: `${email.dedupeKey}:${kind}` }, now);
    expected.push({ kind, to });
  }

  // The park's own address: notices of each booking, cancellation and refund, and its day.
  const park = { park: await readOwnerPark(t.database.db), publicUrl: t.config.publicUrl };
  const ownerBooking = { ...booking, customerEmail: customer };
  const forOwner: [string, OutgoingEmail][] = [
    ['owner: new booking', bookedNoticeEmail(booking, customer, park, null)],
    [
      'owner: new weekly booking',
      seriesBookedNoticeEmail([booking, { ...booking, id: booking.id + 1 }], customer, park),
    ],
    [
      'owner: cancelled',
      cancelledNoticeEmail(booking, customer, park, {
        why: 'cancelled by the customer',
        refundPence: booking.pricePence,
      }),
    ],
    [
      'owner: refund',
      refundNoticeEmail(booking, customer, park, {
        refundId: 1,
        amountPence: 500,
        reason: 'The gate stuck and they lost 20 minutes.',
        cancelled: false,
      }),
    ],
    [
      'owner: daily summary',
      dailySummaryEmail(
        {
          day: booking.date,
          gateCode: booking.bookingCode ?? '1234',
          bookings: [ownerBooking, { ...ownerBooking, id: id + 1, time: '12:00' }],
          closed: null,
        },
        park,
      ),
    ],
  ];
  for (const [kind, email] of forOwner) {
    const to = uniqueEmail(kind.replaceAll(/\W+/g, '-').toLowerCase());
    await enqueueEmail(
      t.database.db,
      { ...email, to, dedupeKey: `${email.dedupeKey}:${kind}` },
      now,
    );
    expected.push({ kind, to });
  }

  await t.paddock.outbox.runOnce();
  await t.paddock.outbox.runOnce();
  return Promise.all(
    expected.map(async ({ kind, to, subject }) => {
      const mail = await smtp.waitForMessageTo(
        to,
        (m) => !subject || subject.test(m.subject ?? ''),
      );
      return { kind, mail, source: smtp.sources[smtp.received.indexOf(mail)] ?? '' };
    }),
  );
}

describe('every kind of e-mail, as it arrives', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let received: Received[];
  let parkName: string;
  let scoring: Promise<SpamVerdict[]> | undefined;
  /** Every kind scored once, for the checks that read the scores. */
  const scores = () => {
    scoring ??= spamScores(received.map((r) => r.source));
    return scoring;
  };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    received = await sendEveryKind(t, smtp);
    parkName = (await t.app.inject({ url: '/api/park' })).json<ParkResponse>().park.name;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('When each kind is sent, then it has a plain-text part saying what the HTML says, a Date and a Message-ID', () => {
    expect(received.map((r) => r.kind)).toHaveLength(32);
    for (const { kind, mail, source } of received) {
      expect(mail.text?.trim(), kind).toBeTruthy();
      expect(mail.html, kind).toBeTruthy();
      // The text carries every link of the HTML, written out.
      const hrefs = [...(mail.html || '').matchAll(/href="([^"]+)"/g)].map((m) =>
        (m[1] ?? '').replaceAll('&amp;', '&'),
      );
      for (const href of hrefs) expect(mail.text, `${kind}: ${href}`).toContain(href);
      expect(mail.date, kind).toBeInstanceOf(Date);
      expect(mail.messageId, kind).toMatch(/^<.+@.+>$/);
      expect(source, kind).toMatch(/^Content-Type: multipart\/(alternative|mixed)/m);
    }
  });

  it('When each kind is scored by SpamAssassin, then it scores under 2', async () => {
    const scored = await scores();
    const verdicts = scored.map((verdict, index) => ({ kind: received[index]?.kind, ...verdict }));
    for (const { kind, score, rules } of verdicts) {
      console.log(`spam score ${score.toFixed(1)}  ${kind}  ${rules.join(', ')}`);
    }
    for (const { kind, score, rules } of verdicts) {
      expect(score, `${kind}: ${rules.join(', ')}`).toBeLessThan(2);
    }
  });

  it("When each kind is scored by SpamAssassin with the park's photo and its button, then it scores 0.0", async () => {
    const scored = await scores();
    for (const [index, { score, rules }] of scored.entries()) {
      expect(score.toFixed(1), `${received[index]?.kind}: ${rules.join(', ')}`).toBe('0.0');
    }
  });

  it('When a message loses its Date and Message-ID, then the same check scores it 2 or more', async () => {
    const source = received[0]?.source ?? '';
    const end = source.search(/\r?\n\r?\n/);
    const headers = source.slice(0, end).replace(/^(Date|Message-ID):.*(\r?\n|$)/gim, '');
    const { score, rules } = await spamScore(headers + source.slice(end));
    expect(rules.join(', ')).toContain('MISSING_DATE');
    expect(score).toBeGreaterThanOrEqual(2);
  });

  describe('in Chromium at 320 px wide', () => {
    let browser: Browser;
    beforeAll(async () => {
      const executablePath = chromiumPath();
      if (!executablePath) throw new Error(chromiumMissing);
      browser = await chromium.launch({ executablePath, args: chromiumArgs });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('When each kind is opened, then nothing scrolls sideways', async () => {
      const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      try {
        for (const { kind, mail } of received) {
          await page.setContent(mail.html || '', { waitUntil: 'load' });
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, kind).toBeLessThanOrEqual(320);
        }
      } finally {
        await page.close();
      }
    });

    it("When each kind is opened, then the park's photo is at its top, from the park's public address, named for the park", async () => {
      const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      try {
        for (const { kind, mail } of received) {
          await page.setContent(mail.html || '', { waitUntil: 'domcontentloaded' });
          const top = page.locator('body *:not(table, tbody, tr, td, div)').first();
          expect(await top.evaluate((element) => element.tagName), kind).toBe('IMG');
          expect(await top.getAttribute('alt'), kind).toBe(parkName);
          expect(await top.getAttribute('src'), kind).toMatch(
            new RegExp(`^${t.config.publicUrl}/photos/[0-9a-f]{64}\\.jpg$`),
          );
          // Sized small, whatever the client makes of the styles: the 480 px JPEG, no taller than 240.
          expect(Number(await top.getAttribute('width')), kind).toBeLessThanOrEqual(480);
          expect(Number(await top.getAttribute('height')), kind).toBeLessThanOrEqual(240);
        }
      } finally {
        await page.close();
      }
    });

    it('When a kind with a main action is opened, then the action is a link drawn as a button, and the text part writes its address out', async () => {
      const actions: Record<string, string> = {
        verification: 'Confirm my e-mail address',
        'password reset': 'Choose a new password',
        confirmation: 'Manage your booking in My bookings',
        'confirm a new address': 'Use this e-mail address',
        discount: 'Book a session',
        'waiting-list offer': 'Book and pay',
        'slot lost': 'Choose another slot',
        'owner: new booking': 'Open the admin',
      };
      const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      try {
        for (const [kind, label] of Object.entries(actions)) {
          const { mail } = received.find((r) => r.kind === kind) as Received;
          await page.setContent(mail.html || '', { waitUntil: 'domcontentloaded' });
          const button = page.getByRole('link', { name: label });
          const href = (await button.getAttribute('href')) ?? '';
          expect(href, kind).toMatch(/^https?:\/\//);
          expect(mail.text, kind).toContain(`${label}: ${href}`);
          const looks = await button.evaluate((link) => {
            const style = getComputedStyle(link);
            return {
              colour: style.color,
              behind: getComputedStyle(link.parentElement as Element).backgroundColor,
              height: link.getBoundingClientRect().height,
              // What a client that drops every style still paints behind it.
              bgcolor: link.closest('table')?.getAttribute('bgcolor'),
            };
          });
          expect(looks, kind).toEqual({
            colour: 'rgb(255, 255, 255)',
            behind: 'rgb(47, 107, 58)',
            height: expect.any(Number),
            bgcolor: '#2f6b3a',
          });
          expect(looks.height, kind).toBeGreaterThanOrEqual(44);
        }
      } finally {
        await page.close();
      }
    });
  });
});
