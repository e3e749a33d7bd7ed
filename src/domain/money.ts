/** Integer pence to the pounds text the seed shows everywhere, e.g. 650 → "£6.50". */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`pence must be a whole number, got ${pence}`);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}£${pounds.toLocaleString('en-GB')}.${rest}`;
}
