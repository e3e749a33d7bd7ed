import type { PublicPark } from '../../contract/park';
import { formatPence } from '../../domain/money';
import { RETENTION } from '../../domain/retention';
import type { BookingRecord } from '../bookings/bookingRecordSql';
import { whenWords } from '../bookings/bookingWords';
import { emailSenderOf } from '../email/emailSender';
import type { OutgoingEmail } from '../email/outboxSql';
import { type EmailBlock, renderEmail } from '../email/render';

/** A booking cancelled with the account, and what the policy gave back for it. */
export interface CancelledWithAccount {
  booking: BookingRecord;
  terms: 'full-refund' | 'no-refund';
  refundPence: number;
}

/** The farewell's key: one per account, and how the retention sweep finds it to blank it. */
export const FAREWELL_KEY_PREFIX = 'account-deleted:';

function outcomeWords(cancelled: CancelledWithAccount, cutoffHours: number): string {
  const { booking, terms, refundPence } = cancelled;
  if (refundPence > 0) {
    return `Cancelled. We are refunding ${formatPence(refundPence)} to your card; it usually shows within 5 to 10 working days.`;
  }
  if (booking.pricePence === 0) return 'Cancelled. Nothing was charged for it.';
  if (terms === 'full-refund') return 'Cancelled. Your payment was refunded already.';
  return `Cancelled less than ${cutoffHours} hours before the start, so under our cancellation policy no refund is due.`;
}

function bookingBlocks(cancelled: readonly CancelledWithAccount[], park: PublicPark): EmailBlock[] {
  if (cancelled.length === 0) return [];
  return [
    {
      type: 'paragraph',
      text:
        cancelled.length === 1
          ? 'We have cancelled your booking still to come:'
          : 'We have cancelled your bookings still to come:',
    },
    {
      type: 'details',
      rows: cancelled.map((each) => [
        `Booking ${each.booking.id}, ${whenWords(each.booking, park.timeZone)}`,
        outcomeWords(each, park.cancellationCutoffHours),
      ]),
    },
  ];
}

/**
 * The one e-mail a deleted account gets: that it is gone, each booking cancelled with it and
 * what comes back. It is the last place the address is kept, until the sweep blanks it once sent.
 */
export function farewellEmail(
  account: { id: string; email: string },
  cancelled: readonly CancelledWithAccount[],
  park: PublicPark,
  publicUrl: string,
): OutgoingEmail {
  const rendered = renderEmail(
    {
      subject: 'Your account is deleted',
      blocks: [
        { type: 'heading', text: 'Your account is deleted' },
        {
          type: 'paragraph',
          text: `As you asked, we have deleted your ${park.name} account. You can no longer sign in with it, and we have erased your e-mail address from our records. This is the last e-mail we will send you.`,
        },
        ...bookingBlocks(cancelled, park),
        {
          type: 'paragraph',
          text: `We keep the records of your bookings and payments for ${RETENTION.businessRecordYears} years, as the law expects of a business's accounts, but without your e-mail address.`,
        },
        {
          type: 'paragraph',
          text: 'If you did not ask for this, please contact us straight away.',
        },
        { type: 'links', links: [{ label: 'Our privacy notice', url: `${publicUrl}/privacy` }] },
      ],
    },
    emailSenderOf(park, publicUrl),
  );
  return {
    dedupeKey: `${FAREWELL_KEY_PREFIX}${account.id}`,
    to: account.email,
    account: account.id,
    ...rendered,
  };
}
