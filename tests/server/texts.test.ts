import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSettings, SaveResult } from '../../src/contract/settings';
import type { FaqResponse, PageText, TextsSection } from '../../src/contract/texts';
import { signedInAs, TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

describe("the park's texts", () => {
  let t: TestApp;
  let visitor: TestBrowser;
  let owner: TestBrowser;
  beforeEach(async () => {
    t = await startTestApp();
    visitor = new TestBrowser(t);
    owner = await signedInAs(t, 'super-admin');
  });
  afterEach(() => t.close());

  const text = async (key: string) => (await visitor.get(`/api/texts/${key}`)).json<PageText>();
  const faq = async () => (await visitor.get('/api/faq')).json<FaqResponse>();
  const savedTexts = async () =>
    (await owner.get('/api/admin/settings')).json<AdminSettings>().texts;
  const save = (texts: unknown) => owner.post('/api/admin/settings/texts', texts);

  it('When nothing has been changed, then each page is served its seeded wording, placeholders as typed, never cached', async () => {
    const rules = await visitor.get('/api/texts/site-rules');
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['cache-control']).toBe('no-store');
    const { markdown } = rules.json<PageText>();
    expect(markdown).toContain('## Entering and leaving');
    expect(markdown).toContain(
      'Please arrive no earlier than {arrivalMinutes} minutes before your booking starts',
    );
    expect(markdown).toContain('[Cancellation, T&C Policy](/cancellation-policy)');

    expect(await text('cancellation-policy')).toMatchObject({
      key: 'cancellation-policy',
      markdown: expect.stringContaining(
        '- Cancel at least {cancellationCutoffHours} hours before your booking starts and you get a full refund.',
      ),
    });
    expect((await text('about')).markdown).toContain('{parkName} is a secure dog exercise field');
    const privacy = (await text('privacy')).markdown;
    for (const words of ['Stripe', 'e-mail provider', 'erase', '[{email}](mailto:{email})']) {
      expect(privacy).toContain(words);
    }
    // As releases put right: the code's and the owed sign-out's cookies, and the account page's
    // own rights.
    expect(privacy).toContain('We set up to four cookies');
    expect(privacy).toContain('when you sign out with no signal');
    expect(privacy).toContain('download a copy of the personal data we keep about you');
    expect(privacy).toContain('until you delete it on your account page');
    expect(privacy).not.toContain('We set two cookies');

    const answer = await visitor.get('/api/faq');
    expect(answer.headers['cache-control']).toBe('no-store');
    const questions = answer.json<FaqResponse>().items.map((item) => item.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        'What should I bring?',
        'What happens if it rains?',
        'How does the gate code work?',
        'How many dogs can I bring?',
      ]),
    );
  });

  it('When a page is asked for that has no text, then it is 400 and names the key', async () => {
    const response = await visitor.get('/api/texts/secrets');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'request/invalid', fields: { key: expect.any(String) } },
    });
  });

  it('When a super admin saves the texts, then the pages are served them at once, trimmed and in the FAQ order given', async () => {
    const before = await savedTexts();
    const texts: TextsSection = {
      ...before,
      about: '  ## Our field\n\nFresh words for {parkName}.\r\n  ',
      faq: [
        { question: '  Second becomes first?  ', answer: ' Yes. ' },
        ...before.faq,
        { question: 'Can I bring a picnic?', answer: 'Yes, **please** take the rubbish home.' },
      ],
    };
    const response = await save(texts);
    expect(response.statusCode).toBe(200);
    expect(response.json<SaveResult>()).toMatchObject({ saved: true });

    expect(await text('about')).toEqual({
      key: 'about',
      markdown: '## Our field\n\nFresh words for {parkName}.',
    });
    const items = (await faq()).items;
    expect(items[0]).toEqual({ question: 'Second becomes first?', answer: 'Yes.' });
    expect(items.slice(1, -1)).toEqual(before.faq);
    expect(items.at(-1)).toEqual({
      question: 'Can I bring a picnic?',
      answer: 'Yes, **please** take the rubbish home.',
    });
    // The other texts were sent as they were, and stay so.
    expect((await text('site-rules')).markdown).toBe(before.siteRules);
    expect((await savedTexts()).faq).toEqual(items);
  });

  it('When a text holds raw HTML, then it is kept and served as the characters typed', async () => {
    const typed = '<script>alert("hi")</script> <a href="javascript:alert(1)">x</a> & <b>bold</b>';
    const before = await savedTexts();
    expect((await save({ ...before, privacy: typed })).statusCode).toBe(200);
    const answer = await visitor.get('/api/texts/privacy');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json<PageText>().markdown).toBe(typed);
  });

  it('When an FAQ item has no answer, then it is 400 naming that field, and nothing is saved', async () => {
    const before = await savedTexts();
    const response = await save({
      ...before,
      about: 'This would be new.',
      faq: [...before.faq, { question: 'Half an item?', answer: '   ' }],
    });
    expect(response.statusCode).toBe(400);
    const index = before.faq.length;
    expect(response.json()).toMatchObject({
      error: { code: 'request/invalid', fields: { [`faq.${index}.answer`]: 'Write the answer.' } },
    });
    expect(await savedTexts()).toEqual(before);
    expect((await text('about')).markdown).toBe(before.about);
  });

  it('When an FAQ question runs over a line or a text is too long, then it is 400 naming each field', async () => {
    const before = await savedTexts();
    const response = await save({
      ...before,
      siteRules: 'x'.repeat(20_001),
      faq: [{ question: 'Two\nlines?', answer: 'No.' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual(
      expect.objectContaining({
        siteRules: expect.stringContaining('under 20000'),
        'faq.0.question': expect.any(String),
      }),
    );
    expect(await savedTexts()).toEqual(before);
  });

  it('When a plain admin or a customer tries to save the texts, then it is refused and nothing changes', async () => {
    const before = await savedTexts();
    for (const role of ['admin', 'customer'] as const) {
      const browser = await signedInAs(t, role);
      const response = await browser.post('/api/admin/settings/texts', {
        ...before,
        about: 'Not theirs to write.',
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await text('about')).markdown).toBe(before.about);
  });
});
