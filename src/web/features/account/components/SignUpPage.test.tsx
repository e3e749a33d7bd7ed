import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authApi } from '../../../../contract/api/auth';
import { addressOf } from '../../../api/call';
import { api, offline, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { SignUpPage } from './SignUpPage';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm password');

async function signUp(typed: { email: string; password: string; confirm: string }) {
  const rendered = renderWithApi(<SignUpPage />);
  const { user } = rendered;
  if (typed.email) await user.type(email(), typed.email);
  if (typed.password) await user.type(password(), typed.password);
  if (typed.confirm) await user.type(confirm(), typed.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return rendered;
}

/** The error the field's aria-describedby points at first, as shown on the page. */
function errorOf(field: HTMLElement): HTMLElement | null {
  const [first] = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return first ? document.getElementById(first) : null;
}

const signUpAddress = addressOf(authApi.signUp);
const PASSWORD = 'long walks daily';
const GOOD = { email: 'walker@example.com', password: PASSWORD, confirm: PASSWORD };

describe('the errors of signing up', () => {
  it('When three fields are wrong, then three errors show at once, each tied to its field, the first focused, and nothing is sent', async () => {
    await signUp({ email: 'walker@example', password: 'short', confirm: 'shorter' });
    expect(errorOf(email())).toHaveTextContent('invalid email');
    expect(errorOf(password())).toHaveTextContent('weak password');
    expect(errorOf(confirm())).toHaveTextContent('passwords do not match');
    for (const field of [email(), password(), confirm()]) expect(field).toBeInvalid();
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("When only the passwords differ, then the seed's words show beside the confirmation and nothing is created", async () => {
    await signUp({ ...GOOD, confirm: `${GOOD.password}!` });
    expect(confirm()).toHaveAccessibleDescription('passwords do not match');
    expect(confirm()).toHaveFocus();
    expect(email()).not.toBeInvalid();
    expect(password()).not.toBeInvalid();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('When the address has an account, then "email already in use" shows beside the e-mail', async () => {
    api.post.mockRejectedValueOnce(refusal('auth/email-already-in-use'));
    await signUp(GOOD);
    await waitFor(() => expect(email()).toHaveAccessibleDescription('email already in use'));
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(signUpAddress, {
      email: GOOD.email,
      password: GOOD.password,
    });
  });

  it('When the server finds the password too common, then "weak password" shows beside it', async () => {
    api.post.mockRejectedValueOnce(refusal('auth/weak-password'));
    await signUp(GOOD);
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(expect.stringMatching(/^weak password /)),
    );
    expect(password()).toHaveFocus();
  });

  it('When the server names a field of its own accord, then its words show beside that field', async () => {
    api.post.mockRejectedValueOnce(
      refusal('request/invalid', { email: 'Keep this under 1000 characters.' }),
    );
    await signUp(GOOD);
    await waitFor(() =>
      expect(email()).toHaveAccessibleDescription('Keep this under 1000 characters.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When there is no answer, then "unexpected error" shows at the form\'s foot, on no field', async () => {
    api.post.mockRejectedValueOnce(offline());
    await signUp(GOOD);
    expect(await screen.findByRole('alert')).toHaveTextContent('unexpected error');
    for (const field of [email(), password(), confirm()]) expect(field).not.toBeInvalid();
  });
});
