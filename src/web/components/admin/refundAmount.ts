/**
 * Pounds as staff type them ('5', '5.5', '5.00', '£5.00', '1,250') in pence, or null when it is
 * no amount of money (a third decimal, letters, nothing).
 */
export function poundsToPence(text: string): number | null {
  const match = /^£?\s*(\d{1,7}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const pounds = Number((match[1] ?? '').replaceAll(',', ''));
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  const total = pounds * 100 + pence;
  return Number.isSafeInteger(total) ? total : null;
}

/** Pence as the amount box shows it: 1500 → '15.00'. */
export function penceToPounds(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * A fresh name for one refund request. crypto.randomUUID needs a secure context; the page may
 * be served without one (a test machine on plain HTTP), so build a version 4 UUID by hand then.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
