import { endpoint } from '../endpoint';
import {
  bookOfferResponseSchema,
  bookOfferSchema,
  joinWaitlistResponseSchema,
  joinWaitlistSchema,
  myWaitlistSchema,
  waitlistEntrySchema,
  waitlistIdParamsSchema,
} from '../waitlist';

/** Waiting for a taken slot: joining, the places, booking an offer, leaving. */
export const waitlistApi = {
  join: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    access: 'signed-in',
    body: joinWaitlistSchema,
    // 200 when the customer was on that list already.
    answers: { 200: joinWaitlistResponseSchema, 201: joinWaitlistResponseSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/waitlist',
    access: 'signed-in',
    answers: { 200: myWaitlistSchema },
  }),
  place: endpoint({
    method: 'GET',
    path: '/api/waitlist/:id',
    access: 'signed-in',
    params: waitlistIdParamsSchema,
    answers: { 200: waitlistEntrySchema },
  }),
  bookOffer: endpoint({
    method: 'POST',
    path: '/api/waitlist/:id/book',
    access: 'signed-in',
    params: waitlistIdParamsSchema,
    body: bookOfferSchema,
    answers: { 200: bookOfferResponseSchema },
  }),
  leave: endpoint({
    method: 'POST',
    path: '/api/waitlist/:id/leave',
    access: 'signed-in',
    params: waitlistIdParamsSchema,
    answers: { 200: myWaitlistSchema },
  }),
};
