import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, six
 * digits, 30-second steps. A code is taken one step early or late, for a phone whose clock
 * drifts a little; the caller then records the step so the same code is never taken twice.
 */

const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

function totpOf(secret: string, label = 'Paddock', issuer = 'Paddock'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** 160 random bits, in the Base32 that apps take when typed in by hand. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app reads from the QR code: the park and the account name it. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The step a right code belongs to, or null when the code is wrong at this time. */
export function matchingStep(secret: string, digits: string, at: Date): number | null {
  const delta = totpOf(secret).validate({
    token: digits,
    timestamp: at.getTime(),
    window: DRIFT_STEPS,
  });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
