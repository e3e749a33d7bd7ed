import { describe, expect, it } from 'vitest';
import { renderEmail } from './render';

const sender = {
  parkName: 'Meadow Paddock',
  phone: '01632 960123',
  email: 'hello@meadow.example',
  address: 'Example Lane, Little Fictional',
  website: 'https://meadow.example',
  picture: null,
};

describe('renderEmail', () => {
  const email = renderEmail(
    {
      subject: 'Your booking',
      blocks: [
        { type: 'heading', text: 'Thank you for your booking.' },
        { type: 'paragraph', text: 'See you <soon> & bring a ball.' },
        { type: 'details', rows: [['Date', '14th of June 2025']] },
        { type: 'links', links: [{ label: 'Site rules', url: 'https://x.example/site-rules' }] },
      ],
    },
    sender,
  );

  it('says the same things in the HTML and the plain-text part', () => {
    for (const words of ['Thank you for your booking.', '14th of June 2025', 'Site rules']) {
      expect(email.html).toContain(words);
      expect(email.text).toContain(words);
    }
    expect(email.text).toContain('Date: 14th of June 2025');
    expect(email.text).toContain('Site rules: https://x.example/site-rules');
    expect(email.html).toContain('href="https://x.example/site-rules"');
  });

  it('writes a table of amounts with its total in both parts', () => {
    const invoice = renderEmail(
      {
        subject: 'Invoice',
        blocks: [
          {
            type: 'table',
            head: ['Item', 'Price'],
            rows: [['1 hour, 5-6 dogs', '£15.00']],
            total: ['Total (ex. VAT)', '£15.00'],
          },
        ],
      },
      sender,
    );
    expect(invoice.text).toContain(
      'Item: Price\n1 hour, 5-6 dogs: £15.00\nTotal (ex. VAT): £15.00',
    );
    expect(invoice.html).toMatch(/<th[^>]*>Total \(ex\. VAT\)<\/th><th[^>]*>£15\.00<\/th>/);
  });

  it("is signed by the park's team in both parts", () => {
    expect(email.html).toContain('The Meadow Paddock team');
    expect(email.text).toContain('Best wishes,\nThe Meadow Paddock team');
    expect(email.text).toContain('01632 960123');
  });

  it('escapes text in the HTML part and leaves it as written in the text part', () => {
    expect(email.html).toContain('See you &lt;soon&gt; &amp; bring a ball.');
    expect(email.html).not.toContain('<soon>');
    expect(email.text).toContain('See you <soon> & bring a ball.');
  });

  it('is a whole HTML document with its subject as the title', () => {
    expect(email.html.startsWith('<!DOCTYPE html><html lang="en-GB">')).toBe(true);
    expect(email.html).toContain('<title>Your booking</title>');
    expect(email.subject).toBe('Your booking');
  });

  it("puts the park's name at the top where it has no photo", () => {
    expect(email.html).toMatch(/<td[^>]*><p[^>]*>Meadow Paddock<\/p><h1/);
    expect(email.html).not.toContain('<img');
  });

  it("puts the park's photo at the top, named for the park, where it has one", () => {
    const picture = { src: 'https://meadow.example/photos/ab.jpg', width: 360, height: 240 };
    const pictured = renderEmail({ subject: 'Hello', blocks: [] }, { ...sender, picture });
    expect(pictured.html).toMatch(
      /<td[^>]*><img loading="lazy" src="https:\/\/meadow\.example\/photos\/ab\.jpg" width="360" height="240" alt="Meadow Paddock"/,
    );
    expect(pictured.html).not.toContain('rel="preload"');
  });

  it('draws the main action as a link on a coloured table, its address written out in the text', () => {
    const action = renderEmail(
      {
        subject: 'Confirm',
        blocks: [
          { type: 'action', label: 'Confirm my e-mail address', url: 'https://x.example/c' },
        ],
      },
      sender,
    );
    expect(action.html).toMatch(
      /<table role="presentation"[^>]*bgcolor="#2f6b3a"[^>]*>.*<a href="https:\/\/x\.example\/c" style="display:inline-block;padding:12px 24px[^"]*">Confirm my e-mail address<\/a>/,
    );
    expect(action.text).toContain('Confirm my e-mail address: https://x.example/c');
  });

  it("ends with the park's address and its site, in both parts", () => {
    expect(email.text).toContain(
      '--\nMeadow Paddock · Example Lane, Little Fictional · 01632 960123 · hello@meadow.example\nhttps://meadow.example\n',
    );
    expect(email.html).toContain(
      '<a href="https://meadow.example" style="color:#52606d">meadow.example</a>',
    );
  });
});
