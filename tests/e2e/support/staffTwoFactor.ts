import * as OTPAuth from 'otpauth';

/**
 * Staff must sign in with a code. A worker's server sets it up once for its staff, as they would
 * on the account page, and keeps the "remember this browser" cookie it then gets: each test's
 * browser starts with that cookie, as a staff member's own phone would have it, so their
 * sign-in asks only for the password.
 */

export const REMEMBER_COOKIE = 'paddock_remember';

interface StaffAccount {
  email: string;
  password: string;
}

function codeFor(secret: string, stepsAhead: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** The fields of our answers this setup reads. */
interface Answer {
  secret?: string;
  challenge?: string;
}

/** A small cookie-keeping client for our own API, sending what our pages send. */
class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async post(path: string, body: unknown): Promise<{ status: number; json: Answer }> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: {
        origin: this.url,
        'content-type': 'application/json',
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (/Max-Age=0\b/.test(setCookie)) this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
    const json = (await response.json().catch(() => ({}))) as Answer;
    if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
    return { status: response.status, json };
  }
}

async function enrolAndRemember(client: ApiClient, staff: StaffAccount): Promise<void> {
  await client.post('/api/auth/sign-in', staff);
  const { json: enrolment } = await client.post('/api/account/two-factor/start', {});
  const secret = enrolment.secret ?? '';
  await client.post('/api/account/two-factor/confirm', { code: codeFor(secret, 0) });
  await client.post('/api/auth/sign-out', {});
  const { json: step } = await client.post('/api/auth/sign-in', staff);
  // The enrolment took this step's code; the app's next one is the first it may use again.
  await client.post('/api/auth/sign-in/code', {
    challenge: step.challenge,
    code: codeFor(secret, 1),
    remember: true,
  });
  await client.post('/api/auth/sign-out', {});
}

/** Sets up two-factor for each staff account; answers the remember cookie naming them all. */
export async function rememberStaff(url: string, staff: StaffAccount[]): Promise<string> {
  const client = new ApiClient(url);
  for (const account of staff) await enrolAndRemember(client, account);
  const cookie = client.cookie(REMEMBER_COOKIE);
  if (!cookie) throw new Error('the server did not remember the staff browser');
  return cookie;
}
