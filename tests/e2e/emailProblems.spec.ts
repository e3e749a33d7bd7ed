import AxeBuilder from '@axe-core/playwright';
import { expect, HELPER, newEmail, signInThroughApi, signUpThroughApi, test } from './fixtures';
import { expectCurrentPlace } from './support/adminPlaces';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('When the mail server refuses a new customer’s address, then an admin sees its words under E-mail problems and Retry delivers it once the server accepts', async ({
  page,
  browser,
  baseURL,
  mail,
}) => {
  const customer = newEmail('bounced');
  mail.setPolicy((address) =>
    address === customer ? { code: 550, message: '5.1.1 No such user here' } : null,
  );
  try {
    // Signing up writes the address-confirmation e-mail, which the server refuses for good.
    const signingUp = await browser.newPage({ baseURL });
    await signUpThroughApi(signingUp, customer);
    await signingUp.close();
    await expect.poll(() => mail.refused.some((r) => r.address === customer)).toBe(true);

    // A plain admin (not a super admin) sees it, from Today's count.
    await signInThroughApi(page, HELPER.email, HELPER.password);
    await page.goto('/admin');
    await page.getByRole('link', { name: /^E-mail problems \(\d+\)$/ }).click();
    await expectCurrentPlace(page, 'E-mail problems');
    const row = page
      .getByRole('table', { name: 'E-mail problems, newest first' })
      .getByRole('row')
      .filter({ hasText: customer });
    await expect(row).toContainText('Failed');
    await expect(row).toContainText('550 5.1.1 No such user here');

    const axe = await new AxeBuilder({ page })
      .options({
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    mail.setPolicy(() => null);
    await row
      .getByRole('button', { name: new RegExp(`^Retry .* to ${escaped(customer)}$`) })
      .click();
    await mail.waitForMessageTo(customer);
    await expect(row).toHaveCount(0);
  } finally {
    mail.setPolicy(() => null);
  }
});
