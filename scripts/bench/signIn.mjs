// Signing in through the API, as a browser would: the Origin the server expects, then (for staff,
// who must use two-factor sign-in) the code an authenticator app would show for the secret.
import * as OTPAuth from 'otpauth';

function sessionCookie(response) {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('paddock_session='));
  if (!cookie) throw new Error(`no session cookie (HTTP ${response.status})`);
  return cookie.split(';')[0];
}

async function post(url, path, body) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Answers the `cookie` header of a new session for the account. */
export async function signIn(url, { email, password, totpSecret }) {
  const first = await post(url, '/api/auth/sign-in', { email, password });
  if (first.status === 200) return sessionCookie(first);
  if (first.status !== 202 || !totpSecret) {
    throw new Error(`sign-in as ${email} answered ${first.status}: ${await first.text()}`);
  }
  const { challenge } = await first.json();
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret) }).generate();
  const second = await post(url, '/api/auth/sign-in/code', { challenge, code });
  if (second.status !== 200) {
    throw new Error(`sign-in code for ${email} answered ${second.status}: ${await second.text()}`);
  }
  return sessionCookie(second);
}
