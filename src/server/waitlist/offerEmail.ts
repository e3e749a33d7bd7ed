import { formatPence } from '../../domain/money';
import { heldUntilWords } from '../../domain/waitlist';
import { type BookingEmailContext, toCustomer } from '../bookings/bookingEmails';
import { dogsWords, durationWords, whenWords } from '../bookings/bookingWords';
import type { OutgoingEmail } from '../email/outboxSql';

/** What an offer says: the slot, its price, and until when it is held. */
export interface OfferFacts {
  placeId: number;
  bookingId: number;
  date: string;
  time: string;
  endsAt: Date;
  minutes: number;
  dogs: string;
  pricePence: number;
  heldUntil: Date;
}

/**
 * A slot the customer waited for has freed and is held for them: when, how long, dogs, price,
 * until when it is held, and the page that books it. Keyed by the hold, so the booking's
 * detail lists it (decision 082) and an offer is e-mailed once however often the sweep runs.
 */
export function waitlistOfferEmail(offer: OfferFacts, context: BookingEmailContext): OutgoingEmail {
  const { park, publicUrl, now } = context;
  const when = whenWords(offer, park.timeZone);
  return toCustomer(context, `booking-waitlist-offer:${offer.bookingId}`, {
    subject: `The slot you were waiting for has come up: ${when}`,
    blocks: [
      { type: 'heading', text: 'The slot you were waiting for has come up' },
      {
        type: 'paragraph',
        text: `We are holding it for you until ${heldUntilWords(offer.heldUntil, now, park.timeZone)}. Book and pay before then and it is yours; after that we offer it to the next person waiting.`,
      },
      {
        type: 'details',
        rows: [
          ['When', when],
          ['Duration', durationWords(offer.minutes)],
          ['Dogs', dogsWords({ dogs: offer.dogs, dogCount: null })],
          ['Price', formatPence(offer.pricePence)],
        ],
      },
      {
        type: 'action',
        label: 'Book and pay',
        url: `${publicUrl}/waitlist/offer/${offer.placeId}`,
      },
      {
        type: 'paragraph',
        text: 'If you no longer want it, there is nothing to do: the hold ends by itself. You can leave your waiting lists in My bookings.',
      },
      { type: 'links', links: [{ label: 'My bookings', url: `${publicUrl}/my-bookings` }] },
    ],
  });
}
