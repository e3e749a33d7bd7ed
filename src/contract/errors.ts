/**
 * Every error the API answers with: its code (stable, for programs), its HTTP status (chosen by
 * the code, never at the throw) and its default words (for people). The server throws by code;
 * the web matches codes here instead of copying the server's sentences. No zod here, so the web
 * can have it in its first download.
 */

import { NOT_A_MOBILE } from '../domain/contact';

interface ErrorKind {
  status: number;
  message: string;
}

export const ERRORS = {
  // Requests
  'request/invalid': { status: 400, message: 'Some of the details sent are not valid.' },
  'request/cross-site': { status: 403, message: 'This request did not come from this site.' },
  'request/json-required': { status: 403, message: 'Send this request as JSON.' },
  'not-found': { status: 404, message: 'There is nothing at this address.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  'service/unavailable': {
    status: 503,
    message: "We can't reach the park's booking system right now. Please try again in a minute.",
  },

  // Accounts (the seed shows these codes as words: 'email already in use')
  'auth/unauthenticated': { status: 401, message: 'Please sign in first.' },
  'auth/forbidden': { status: 403, message: 'Your account may not do this.' },
  'auth/invalid-credential': {
    status: 401,
    message: 'That e-mail and password do not match an account.',
  },
  'auth/invalid-email': { status: 400, message: 'That is not an e-mail address.' },
  'auth/weak-password': { status: 400, message: 'Use 8 to 128 characters.' },
  'auth/email-already-in-use': {
    status: 409,
    message: 'There is already an account with that e-mail.',
  },
  'auth/invalid-action-code': {
    status: 400,
    message: 'This link has expired or has already been used.',
  },
  'auth/too-many-requests': {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },

  // Two-factor sign-in and the account page (docs/decisions/085, 086)
  'auth/two-factor-required': {
    status: 403,
    message: 'Staff accounts need two-factor sign-in. Set it up on your account page first.',
  },
  'auth/invalid-code': {
    status: 401,
    message: 'That code is not right. Enter the newest code from your app, or a recovery code.',
  },
  'auth/sign-in-expired': {
    status: 401,
    message: 'That took too long. Please sign in again.',
  },
  'auth/code-needed': {
    status: 400,
    message: 'Enter the code from your authenticator app.',
  },
  'account/wrong-password': { status: 403, message: 'That is not your current password.' },
  'account/same-email': { status: 400, message: 'That is already your e-mail address.' },
  'account/no-enrolment': {
    status: 400,
    message: 'Start setting up two-factor sign-in first.',
  },
  'account/staff-keep-two-factor': {
    status: 409,
    message: 'Staff accounts must keep two-factor sign-in. Set it up on a new phone instead.',
  },
  'account/two-factor-off': { status: 400, message: 'Two-factor sign-in is not on.' },
  'account/no-such-session': { status: 404, message: 'That session has already ended.' },
  'account/last-super-admin': {
    status: 409,
    message:
      "You are the park's only super admin: make someone else a super admin before deleting your account.",
  },
  'account/invalid-mobile': {
    status: 400,
    message: NOT_A_MOBILE,
  },
  'account/current-session': {
    status: 400,
    message: 'This is the session you are using: sign out from the menu instead.',
  },

  // Booking and self-service
  'booking/not-bookable': { status: 400, message: 'That slot can not be booked.' },
  'booking/invalid-discount': { status: 400, message: 'Invalid discount code.' },
  'booking/too-many-discount-checks': {
    status: 429,
    message: 'Too many discount codes tried. Please wait a few minutes and try again.',
  },
  'booking/slot-taken': { status: 409, message: 'Apologies this time slot is already booked.' },
  'booking/hold-limit': {
    status: 429,
    message: 'You already have a booking waiting for payment.',
  },
  'booking/checkout-failed': {
    status: 502,
    message: 'An error occurred while booking. Please try again.',
  },
  'booking/not-found': { status: 404, message: 'There is no such booking.' },
  'booking/not-yours': { status: 403, message: 'That booking is not yours to change.' },
  'booking/not-confirmed': {
    status: 409,
    message: 'Only a confirmed booking goes in a calendar.',
  },
  'booking/not-cancellable': { status: 409, message: 'Only a paid booking can be cancelled.' },
  'booking/started': {
    status: 409,
    message: 'This booking has started, so it can no longer be cancelled.',
  },
  'booking/terms-changed': { status: 409, message: 'The cancellation terms have changed.' },
  'booking/not-movable': { status: 409, message: 'This booking can no longer be moved.' },
  'booking/same-slot': { status: 400, message: 'That is the slot the booking already has.' },
  // The site rules ticked at booking (docs/decisions/099)
  'booking/rules-not-accepted': {
    status: 409,
    message:
      'Please read the site rules and tick the box to say your dogs are vaccinated and under your control.',
  },
  'booking/rules-changed': {
    status: 409,
    message:
      'The site rules have changed since you opened this page. Please read them again and tick the box.',
  },
  'booking/dog-count': { status: 400, message: 'That number of dogs is not in the band chosen.' },
  // The name and mobile asked at the first booking (docs/decisions/118): `fields` says which.
  'booking/contact-needed': {
    status: 400,
    message: 'Please give your name, so the park knows who is booking.',
  },
  // Session passes (docs/decisions/101)
  'pass/not-on-sale': { status: 404, message: 'That pass is not on sale.' },
  'pass/hold-limit': {
    status: 429,
    message: 'You already have a pass waiting for payment.',
  },
  'pass/not-found': { status: 404, message: 'There is no such pass.' },
  'pass/cannot-book': { status: 409, message: 'This pass can not be used for that booking.' },
  'pass/no-discount': {
    status: 400,
    message: 'A booking made with a pass takes no discount code.',
  },
  'pass/not-paid': {
    status: 409,
    message: 'This pass was not paid for, so there is nothing to refund.',
  },
  'pass/refund-too-much': {
    status: 409,
    message: 'That is more than is left to refund on this pass.',
  },
  'pass/refund-failed': {
    status: 502,
    message: 'The card payment could not be refunded just now. Nothing was changed; try again.',
  },
  // Repeat bookings (docs/decisions/100)
  'series/invalid-dates': { status: 400, message: 'Those are not weeks of this repeat booking.' },
  'series/weeks-changed': {
    status: 409,
    message:
      'Some of those weeks were booked by someone else a moment ago. Please look at the dates again.',
  },
  'availability/out-of-window': { status: 400, message: 'That month is not open for booking.' },

  // Waiting lists for taken slots (docs/decisions/102)
  'waitlist/slot-free': { status: 409, message: 'That slot is free: book it instead.' },
  'waitlist/slot-started': { status: 409, message: 'That slot has already started.' },
  'waitlist/park-closed': { status: 400, message: 'The park is closed that day.' },
  'waitlist/not-a-slot': { status: 400, message: 'That is not one of the slots open for booking.' },
  'waitlist/your-booking': {
    status: 409,
    message: 'You hold that slot yourself: it is in My bookings.',
  },
  'waitlist/too-many': {
    status: 409,
    message: 'You are on 10 waiting lists already. Leave one in My bookings first.',
  },
  'waitlist/not-found': { status: 404, message: 'There is no such place on a waiting list.' },
  'waitlist/not-offered': { status: 409, message: 'That slot is not being held for you.' },
  'waitlist/offer-lapsed': {
    status: 410,
    message: 'The time to book this slot has run out, so it has gone to the next person waiting.',
  },
  'waitlist/checkout-opening': {
    status: 409,
    message: 'Your checkout is opening already. Please wait a moment.',
  },
  'waitlist/booking-in-progress': {
    status: 409,
    message: 'Your booking is being made already. Please wait a moment.',
  },

  // Payments
  'payment/no-checkout': { status: 404, message: 'There is no such checkout.' },
  'payment/checkout-expired': {
    status: 410,
    message: 'This checkout has expired. Please book again.',
  },
  'payment/card-declined': { status: 402, message: 'Your card was declined.' },
  'payment/card-invalid': { status: 400, message: 'Your card number is incorrect.' },
  'payment/bad-signature': { status: 400, message: 'The webhook signature does not match.' },
  'payment/stripe-off': { status: 404, message: 'Stripe is not set up here.' },
  'locks/bad-signature': { status: 400, message: 'The webhook signature does not match.' },
  'locks/webhook-off': { status: 404, message: "Seam's webhook is not set up here." },
  // Refunds by staff (docs/decisions/082)
  'refund/no-payment': {
    status: 409,
    message: 'This booking has no card payment, so there is nothing to refund.',
  },
  'refund/not-a-pass-booking': {
    status: 409,
    message: 'This booking was not paid with a pass: cancel it with a refund instead.',
  },
  'refund/nothing-left': { status: 409, message: 'Nothing is left to refund on this payment.' },
  'refund/too-much': { status: 400, message: 'That is more than is left to refund.' },
  'refund/cannot-cancel': {
    status: 409,
    message: 'Only a confirmed booking that has not ended can be cancelled.',
  },
  'refund/request-reused': {
    status: 409,
    message: 'This refund was already asked for with other details. Reload and try again.',
  },
  'refund/provider-failed': {
    status: 502,
    message: 'The payment provider did not make the refund, so nothing was refunded. Try again.',
  },

  // Admin
  'admin/own-role': { status: 400, message: "You can't change your own role." },
  'admin/no-such-user': { status: 404, message: 'There is no such user.' },
  'admin/unverified-email': {
    status: 409,
    message: "That account has not confirmed its e-mail address yet, so it can't be made staff.",
  },
  'admin/no-such-week': { status: 404, message: 'There is no such week.' },
  'admin/no-such-discount': { status: 404, message: 'There is no such discount.' },
  'admin/code-taken': { status: 409, message: 'That code already exists' },
  'admin/time-slot': { status: 400, message: 'That time can not be used.' },
  'admin/manual-booking': { status: 400, message: 'That booking can not be made.' },
  'admin/missing-discount-info': { status: 400, message: 'Missing discount info.' },
  // A discount e-mail refused: the code would not work at checkout, so nothing is sent.
  'admin/unknown-discount-code': { status: 404, message: 'No discount with that code.' },
  'admin/discount-switched-off': { status: 409, message: 'That discount is switched off.' },
  'admin/discount-used-up': { status: 409, message: 'That discount is used up.' },
  'admin/discounts-off': {
    status: 409,
    message: 'Discounts are switched off in the settings, so no code can be used.',
  },
  'admin/not-an-email': { status: 400, message: 'That is not an e-mail address.' },
  'admin/not-closed': { status: 404, message: 'That date is not closed.' },
  'admin/no-such-field': { status: 404, message: 'There is no such field.' },
  'admin/no-lock-code': {
    status: 409,
    message: 'That booking is not a paid booking on a field opened by a lock.',
  },
  'admin/last-open-field': {
    status: 409,
    message: 'The park needs one field open for booking: open another before closing this one.',
  },
  // Retrying an e-mail (decision 096).
  'admin/no-such-email': { status: 404, message: 'There is no such e-mail.' },
  'admin/email-delivered': { status: 409, message: 'That e-mail has been delivered already.' },
  'admin/email-words-gone': {
    status: 409,
    message: "That e-mail's words are no longer kept, so it can't be sent again.",
  },
  'closure/not-a-date': { status: 400, message: 'That is not a date.' },

  // Photos
  'photo/no-file': { status: 400, message: 'Choose a photo to upload.' },
  'photo/unsupported': {
    status: 400,
    message: 'That file is not a photo we can use. Upload a JPEG, PNG, WebP or HEIC photo.',
  },
  'photo/unreadable': {
    status: 400,
    message: 'That photo could not be read: the file may be damaged. Please try another.',
  },
  'photo/too-large': { status: 413, message: 'That photo is too large: the limit is 20 MB.' },
  'photo/too-many-pixels': {
    status: 400,
    message: 'That photo has too many pixels: the limit is 100 megapixels.',
  },
  // A form that is cut short, not a form at all, or without its boundary (issue 24).
  'photo/bad-form': {
    status: 400,
    message:
      'The upload was cut short or is not a form we can read. Please choose the photo and upload it again.',
  },
  'photo/too-many-parts': {
    status: 400,
    message:
      'An upload is one photo and its alt text; this one sent more. Please upload one photo at a time.',
  },
  // One photo is decoded at a time, with two more waiting (decision 104).
  'photo/busy': {
    status: 429,
    message: 'Another photo is being processed. Please try again in a moment.',
  },
  'photo/not-found': { status: 404, message: 'There is no such photo.' },
  'photo/place-full': { status: 400, message: 'That place has room for fewer photos.' },
} as const satisfies Record<string, ErrorKind>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** Every API error has this body; `code` is one of ERRORS, `message` is for people. */
export interface ApiError {
  error: {
    code: string;
    message: string;
    /** Each refused field and why, when the request's details were at fault. */
    fields?: Record<string, string>;
    /** The request's id (also in X-Request-Id): quoted to the park, it finds the request's log lines. */
    requestId?: string;
  };
}
