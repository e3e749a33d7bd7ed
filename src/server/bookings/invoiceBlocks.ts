import { dateInWords, localDateAt } from '../../domain/dates';
import { invoiceNumberText, vatWithin } from '../../domain/invoices';
import { formatPence } from '../../domain/money';
import { vatNumberInWords } from '../../domain/vatNumbers';
import type { EmailBlock } from '../email/render';
import type { Invoice } from './invoicesSql';

/** What was sold, as its invoice lists it: a booking, or a pass of sessions. */
export interface Sale {
  /** 'Booking number' / 'Pass number', and the number. */
  reference: readonly [string, string];
  /** 'Session' / 'Pass', and what it is. */
  what: readonly [string, string];
  rows: ReadonlyArray<readonly [string, string]>;
  totalPence: number;
}

/** The lines a VAT invoice needs, or the plain words that no VAT was charged. */
function taxBlocks(totalPence: number, invoice: Invoice): EmailBlock[] {
  if (invoice.vatRatePercent === null) {
    return [{ type: 'paragraph', text: 'No VAT charged.' }];
  }
  const split = vatWithin(totalPence, invoice.vatRatePercent);
  return [
    {
      type: 'details',
      rows: [
        ['Total excluding VAT', formatPence(split.netPence)],
        [`VAT at ${invoice.vatRatePercent}%`, formatPence(split.vatPence)],
      ],
    },
  ];
}

/**
 * An invoice as a UK invoice shows it: its number and date (the payment's), the seller and the
 * customer, what was sold, the price rows and the total, and the VAT lines or 'No VAT
 * charged.'. What it says of the seller is as it was when it was issued.
 */
export function saleInvoiceBlocks(invoice: Invoice, timeZone: string, sale: Sale): EmailBlock[] {
  const vatRegistered = invoice.vatRatePercent !== null;
  return [
    {
      type: 'details',
      rows: [
        ['Invoice number', invoiceNumberText(invoice.number)],
        ['Invoice date', dateInWords(localDateAt(invoice.issuedAt, timeZone))],
        ['Seller', [invoice.sellerName, ...invoice.sellerAddress].join(', ')],
        ...(vatRegistered
          ? [['VAT number', vatNumberInWords(invoice.sellerVatNumber)] as const]
          : []),
        // The name above the address, when the account had one (decision 125).
        ...(invoice.customerName
          ? ([
              ['Customer', invoice.customerName],
              ['Customer e-mail', invoice.customerEmail],
            ] as const)
          : ([['Customer', invoice.customerEmail]] as const)),
        sale.reference,
        sale.what,
      ],
    },
    {
      type: 'table',
      head: ['Item', 'Price'],
      rows: sale.rows,
      total: [vatRegistered ? 'Total (inc. VAT)' : 'Total (ex. VAT)', formatPence(sale.totalPence)],
    },
    ...taxBlocks(sale.totalPence, invoice),
  ];
}
