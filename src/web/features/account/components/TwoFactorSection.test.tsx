import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../../contract/api/account';
import { ERRORS } from '../../../../contract/errors';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { accountQuery } from '../api/accountApi';
import { anAccount, aSession, tenCodes } from './accountTestData';
import { TwoFactorSection } from './TwoFactorSection';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Test%20Field:walker%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>',
};

const section = () => screen.getByRole('region', { name: 'Two-factor sign-in' });

async function startEnrolment(staffSetup = false) {
  const rendered = renderWithApi(
    <TwoFactorSection account={anAccount()} staffSetup={staffSetup} />,
  );
  api.post.mockResolvedValueOnce(enrolment);
  await rendered.user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  await screen.findByLabelText('Enter the 6-digit code from the app');
  return rendered;
}

describe('setting up two-factor sign-in', () => {
  it('When it is started, then the QR code shows as an image and the secret as text in groups of four', async () => {
    await startEnrolment();
    expect(api.post).toHaveBeenCalledWith(addressOf(accountApi.startTwoFactor), {});
    const qr = within(section()).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`,
    );
    // Nothing of the server's markup is put into the page itself.
    expect(section().querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(within(section()).getByRole('definition')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  });

  it('When the first code is confirmed, then the ten recovery codes show once, to download or put away', async () => {
    const { user, client } = await startEnrolment();
    client.setQueryData(accountQuery().queryKey, anAccount());
    client.setQueryData(sessionQuery().queryKey, aSession());
    api.post.mockResolvedValueOnce({ recoveryCodes: tenCodes });
    await user.type(screen.getByLabelText('Enter the 6-digit code from the app'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent('abcd0-efgh0');
    expect(api.post).toHaveBeenLastCalledWith(addressOf(accountApi.confirmTwoFactor), {
      code: '123 456',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(tenCodes.join('\n'));
    // The header's session and the account say two-factor is on now.
    expect(client.getQueryState(accountQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(sessionQuery().queryKey)?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('When the first code is wrong, then it says so and the setup stays on screen', async () => {
    const { user } = await startEnrolment();
    api.post.mockRejectedValueOnce(refusal('auth/invalid-code'));
    await user.type(screen.getByLabelText('Enter the 6-digit code from the app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const code = screen.getByLabelText('Enter the 6-digit code from the app');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(ERRORS['auth/invalid-code'].message),
    );
    expect(code).toHaveFocus();
    expect(within(section()).getByRole('definition')).toBeInTheDocument();
  });

  it('When staff are sent here by the admin page, then it says why', () => {
    renderWithApi(<TwoFactorSection account={anAccount({ role: 'admin' })} staffSetup />);
    expect(section()).toHaveTextContent(
      'Staff accounts need two-factor sign-in. Set it up to open the admin page.',
    );
  });

  it('When it is on for staff sent here by the admin page, then a link goes back to /admin and it can not be turned off', () => {
    renderWithApi(
      <TwoFactorSection
        account={anAccount({ role: 'admin', twoFactor: true, recoveryCodesLeft: 10 })}
        staffSetup
      />,
    );
    expect(screen.getByRole('link', { name: 'Open the admin page' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(section()).toHaveTextContent('You have 10 unused recovery codes.');
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('When it is on and a new phone is set up, then the password goes first, and the new phone’s first code brings new recovery codes', async () => {
    const { user } = renderWithApi(
      <TwoFactorSection account={anAccount({ twoFactor: true, recoveryCodesLeft: 7 })} />,
    );
    const newPhone = within(section()).getByRole('region', { name: 'A new phone' });
    await user.type(within(newPhone).getByLabelText('Your password'), 'my own password');
    api.post.mockResolvedValueOnce(enrolment);
    await user.click(within(newPhone).getByRole('button', { name: 'Set up on a new phone' }));
    expect(api.post).toHaveBeenLastCalledWith(addressOf(accountApi.startTwoFactor), {
      password: 'my own password',
    });

    await user.type(await screen.findByLabelText('Enter the 6-digit code from the app'), '123456');
    api.post.mockResolvedValueOnce({ recoveryCodes: tenCodes });
    await user.click(screen.getByRole('button', { name: 'Use this phone from now on' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Two-factor sign-in now uses your new phone, with new recovery codes.',
    );
    expect(within(section()).getAllByRole('listitem')).toHaveLength(10);
  });
});
