import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../../contract/api/auth';
import { ERRORS } from '../../../../contract/errors';
import { addressOf } from '../../../api/call';
import { sessionQuery } from '../../../api/session';
import { api, never, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { aSession } from './accountTestData';
import { SignInPage } from './SignInPage';

async function passwordStep(answer: unknown = { challenge: 'proof-1' }) {
  api.post.mockResolvedValueOnce(answer);
  const rendered = renderWithApi(<SignInPage />);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Email'), 'walker@example.com');
  await user.type(screen.getByLabelText('Password'), 'long walks in the paddock');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

const codeBox = () => screen.findByLabelText('Code from your app');
const signInCode = addressOf(authApi.signInCode);

describe('signing in to an account with two-factor on', () => {
  it('When the password is right and the account has two-factor on (202), then the code is asked for and nobody is signed in yet', async () => {
    const { client } = await passwordStep();
    expect(await codeBox()).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Remember this browser for 30 days')).not.toBeChecked();
    expect(client.getQueryData(sessionQuery().queryKey)).toBeUndefined();
    expect(api.post).toHaveBeenCalledWith(addressOf(authApi.signIn), {
      email: 'walker@example.com',
      password: 'long walks in the paddock',
    });
  });

  it('When the code is wrong, then the error shows and the code step stays for another try', async () => {
    const { user } = await passwordStep();
    api.post.mockRejectedValueOnce(refusal('auth/invalid-code'));
    await user.type(await codeBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = screen.getByLabelText('Code from your app');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(ERRORS['auth/invalid-code'].message),
      ),
    );
    expect(code).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(api.post).toHaveBeenLastCalledWith(signInCode, {
      challenge: 'proof-1',
      code: '123456',
      remember: false,
    });
  });

  it('When the right code is sent with Remember ticked, then the browser is signed in', async () => {
    const { user, client } = await passwordStep();
    const session = aSession({ twoFactor: true });
    api.post.mockResolvedValueOnce(session);
    await user.type(await codeBox(), '654321');
    await user.click(screen.getByLabelText('Remember this browser for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(client.getQueryData(sessionQuery().queryKey)).toEqual(session));
    expect(api.post).toHaveBeenLastCalledWith(signInCode, {
      challenge: 'proof-1',
      code: '654321',
      remember: true,
    });
  });

  it('When they choose a recovery code, then the box asks for one and sends it as typed', async () => {
    const { user } = await passwordStep();
    api.post.mockReturnValueOnce(never());
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-12345 ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(api.post).toHaveBeenLastCalledWith(signInCode, {
      challenge: 'proof-1',
      code: 'abcde-12345',
      remember: false,
    });
    expect(screen.getByRole('button', { name: 'Use the code from your app' })).toBeInTheDocument();
  });

  it('When the password step has run out, then it is asked for again with the reason', async () => {
    const { user } = await passwordStep();
    api.post.mockRejectedValueOnce(refusal('auth/sign-in-expired'));
    await user.type(await codeBox(), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERRORS['auth/sign-in-expired'].message,
    );
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from your app')).not.toBeInTheDocument();
  });

  it('When the account has no two-factor (200), then the session is taken at once', async () => {
    const session = aSession();
    const { client } = await passwordStep(session);
    await vi.waitFor(() => expect(client.getQueryData(sessionQuery().queryKey)).toEqual(session));
    expect(screen.queryByLabelText('Code from your app')).not.toBeInTheDocument();
  });
});

describe('the errors of signing in', () => {
  it('When the address is not one and the password is empty, then both say so beside them and nothing is sent', async () => {
    const { user } = renderWithApi(<SignInPage />);
    await user.type(screen.getByLabelText('Email'), 'walker at example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('invalid email');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When the e-mail and password match no account, then "invalid credential" shows at the foot, naming neither', async () => {
    api.post.mockRejectedValueOnce(refusal('auth/invalid-credential'));
    const { user } = renderWithApi(<SignInPage />);
    await user.type(screen.getByLabelText('Email'), 'walker@example.com');
    await user.type(screen.getByLabelText('Password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid credential');
    expect(screen.getByLabelText('Email')).not.toBeInvalid();
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
  });
});
