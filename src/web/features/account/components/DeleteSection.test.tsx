import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../../contract/api/account';
import type { AccountResponse } from '../../../../contract/auth';
import { ERRORS } from '../../../../contract/errors';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { anAccount, signedIn } from './accountTestData';
import { DeleteSection } from './DeleteSection';

function renderSection(account: AccountResponse) {
  const onDeleted = vi.fn();
  const rendered = renderWithApi(<DeleteSection account={account} onDeleted={onDeleted} />, {
    known: signedIn(),
  });
  return { ...rendered, onDeleted };
}

const codeLabel = 'Code from your app, or a recovery code';
const deleteAccount = addressOf(accountApi.deleteAccount);

describe('deleting the account', () => {
  it('When it is shown, then it says first that upcoming paid bookings are cancelled under the policy', () => {
    renderSection(anAccount());
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(section).toHaveTextContent('Your upcoming paid bookings are cancelled first');
    expect(section).toHaveTextContent('more than 12 hours away are refunded in full');
    expect(screen.getByRole('link', { name: 'cancellation policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
  });

  it('When the account has no two-factor, then only the password is asked for and sent', async () => {
    const { user, onDeleted, client } = renderSection(anAccount());
    expect(screen.queryByLabelText(codeLabel)).not.toBeInTheDocument();
    const outcome = { cancelled: [{ bookingId: 42, refundPence: 650 }] };
    api.post.mockResolvedValueOnce(outcome);
    await user.type(screen.getByLabelText('Your password'), 'long walks');
    await user.click(screen.getByLabelText('I understand that my account is deleted for good'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(outcome));
    expect(api.post).toHaveBeenCalledWith(deleteAccount, { password: 'long walks' });
    // The session ended with the account: the site shows it signed out.
    expect(client.getQueryData(sessionQuery().queryKey)).toMatchObject({ user: null });
  });

  it('When the account has two-factor on, then the code is asked for and sent with the password', async () => {
    const { user } = renderSection(anAccount({ twoFactor: true }));
    api.post.mockRejectedValueOnce(refusal('auth/invalid-code'));
    await user.type(screen.getByLabelText('Your password'), 'long walks');
    await user.type(screen.getByLabelText(codeLabel), '123456');
    await user.click(screen.getByLabelText('I understand that my account is deleted for good'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(codeLabel)).toHaveAccessibleDescription(
        ERRORS['auth/invalid-code'].message,
      ),
    );
    expect(api.post).toHaveBeenCalledWith(deleteAccount, {
      password: 'long walks',
      code: '123456',
    });
  });

  it('When the box is not ticked, then nothing is sent and it says why', async () => {
    const { user } = renderSection(anAccount());
    await user.type(screen.getByLabelText('Your password'), 'long walks');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const tick = screen.getByLabelText('I understand that my account is deleted for good');
    expect(tick).toHaveAccessibleDescription(/^Tick the box/);
    expect(tick).toHaveFocus();
    expect(api.post).not.toHaveBeenCalled();
  });
});
