import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../../contract/api/auth';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { api } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { aSession } from './accountTestData';
import { ResetPasswordPage } from './ResetPasswordPage';

describe('a password reset for an account with two-factor on', () => {
  it('When the new password is set (202), then the code is asked for before the browser is signed in', async () => {
    api.post.mockResolvedValueOnce({ challenge: 'proof-2' });
    const { user, client } = renderWithApi(<ResetPasswordPage />, {
      at: '/reset-password#token=link-token',
    });
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.type(screen.getByLabelText('Confirm password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(api.post).toHaveBeenCalledWith(addressOf(authApi.resetPassword), {
      token: 'link-token',
      password: 'a brand new password',
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
    expect(client.getQueryData(sessionQuery().queryKey)).toBeUndefined();
    const session = aSession({ twoFactor: true });
    api.post.mockResolvedValueOnce(session);
    await user.type(screen.getByLabelText('Code from your app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.post).toHaveBeenLastCalledWith(addressOf(authApi.signInCode), {
      challenge: 'proof-2',
      code: '123456',
      remember: false,
    });
    await vi.waitFor(() => expect(client.getQueryData(sessionQuery().queryKey)).toEqual(session));
  });
});
