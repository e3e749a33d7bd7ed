import { describe, expect, it } from 'vitest';
import { deepWithoutLinkSecrets, LINK_REMOVED, withoutLinkSecrets } from './linkSecrets';

const TOKEN = 'kq3V9xN0b7yQeR2mT5uW8zA1cD4fG6hJ9kL2nP5sV8x';
const HOST = 'https://paddock.example';

describe('links that act for their holder', () => {
  it('When an e-mail holds a one-time link of any kind, then it reads as removed', () => {
    for (const page of ['verify-email', 'reset-password', 'confirm-email']) {
      const text = `Open this link: ${HOST}/${page}#token=${TOKEN}\nThanks`;
      expect(withoutLinkSecrets(text)).toBe(`Open this link: ${LINK_REMOVED}\nThanks`);
    }
  });

  it('When a waiting-list offer or the calendar feed is linked, then it reads as removed', () => {
    expect(withoutLinkSecrets(`Book and pay: ${HOST}/waitlist/offer/41`)).toBe(
      `Book and pay: ${LINK_REMOVED}`,
    );
    expect(withoutLinkSecrets(`Subscribe: ${HOST}/calendar/${TOKEN}.ics`)).toBe(
      `Subscribe: ${LINK_REMOVED}`,
    );
  });

  it('When a link carries a token anywhere (a query, a checkout, an unknown page), then it reads as removed', () => {
    expect(withoutLinkSecrets(`${HOST}/anything?token=abc`)).toBe(LINK_REMOVED);
    expect(withoutLinkSecrets(`Pay: https://checkout.stripe.com/c/pay/cs_test_${TOKEN}`)).toBe(
      `Pay: ${LINK_REMOVED}`,
    );
    expect(withoutLinkSecrets(`<a href="${HOST}/later/${TOKEN}">`)).toBe(
      `<a href="${LINK_REMOVED}">`,
    );
  });

  it('When a secret page is written without the host, then it reads as removed too', () => {
    expect(withoutLinkSecrets(`go to /verify-email#token=${TOKEN} now`)).toBe(
      `go to ${LINK_REMOVED} now`,
    );
  });

  it('When links give nothing away, then they stay as they are', () => {
    const text = [
      `Manage your booking in My bookings: ${HOST}/my-bookings`,
      `Site rules: ${HOST}/site-rules`,
      'Directions: https://www.openstreetmap.org/directions?to=51.5072%2C-0.1276',
      `Pay-success: ${HOST}/pay-success/12`,
      'Your calendar is yours: add the attached file to your calendar.',
    ].join('\n');
    expect(withoutLinkSecrets(text)).toBe(text);
  });

  it('When a whole export is passed through, then every string in it is, and its shape and dates stay', () => {
    const when = new Date('2025-06-14T10:00:00Z');
    const data = {
      profile: { email: 'ann@example.com' },
      emails: [{ text: `${HOST}/reset-password#token=${TOKEN}`, sentAt: when, attempts: 1 }],
      nested: [[`${HOST}/calendar/${TOKEN}.ics`, null, true]],
    };
    expect(deepWithoutLinkSecrets(data)).toEqual({
      profile: { email: 'ann@example.com' },
      emails: [{ text: LINK_REMOVED, sentAt: when, attempts: 1 }],
      nested: [[LINK_REMOVED, null, true]],
    });
  });
});
