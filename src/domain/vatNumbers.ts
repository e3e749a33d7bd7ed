/**
 * UK VAT registration numbers as HMRC issues them: GB and 9 digits (a branch adds 3 more), or
 * GBGD/GBHA and 3 digits for government departments and health authorities.
 */

/** 'gb 999 9999 73' → 'GB999999973': the one form a VAT number is kept and printed in. */
export function normaliseVatNumber(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * HMRC's check on the last two digits: the first seven weighted 8 down to 2, plus the check
 * digits, make a multiple of 97 — or, for numbers issued since 2010, do so once 55 is added.
 */
function checkDigitsHold(nineDigits: string): boolean {
  const digits = [...nineDigits].map(Number);
  const weighted = digits.slice(0, 7).reduce((sum, digit, index) => sum + digit * (8 - index), 0);
  const total = weighted + (digits[7] ?? 0) * 10 + (digits[8] ?? 0);
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

export const VAT_NUMBER_FORMAT =
  'Give a UK VAT number as GB and 9 digits, e.g. GB 999 9999 73, or leave it empty.';
export const VAT_NUMBER_CHECK =
  "That VAT number's check digits don't add up: compare it with your VAT certificate.";

/** What is wrong with a VAT number as typed; '' (not registered) is fine. */
export function vatNumberProblem(text: string): string | null {
  const number = normaliseVatNumber(text);
  if (number === '') return null;
  if (/^GB(GD[0-4]\d\d|HA[5-9]\d\d)$/.test(number)) return null;
  const standard = /^GB(\d{9})(\d{3})?$/.exec(number);
  if (!standard?.[1]) return VAT_NUMBER_FORMAT;
  return checkDigitsHold(standard[1]) ? null : VAT_NUMBER_CHECK;
}

/** 'GB999999973' → 'GB 999 9999 73', the way HMRC prints it; other forms as they are. */
export function vatNumberInWords(number: string): string {
  const standard = /^GB(\d{3})(\d{4})(\d{2})(\d{3})?$/.exec(number);
  if (!standard) return number;
  return ['GB', standard[1], standard[2], standard[3], standard[4]].filter(Boolean).join(' ');
}
