import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  checkoutReferenceParamsSchema,
  paidTestCheckoutSchema,
  payTestCheckoutSchema,
  testCheckoutViewSchema,
} from '../testCheckout';

/** The built-in test checkout's page, and Stripe's word on a checkout. */
export const paymentsApi = {
  testCheckout: endpoint({
    method: 'GET',
    path: '/api/test-checkout/:reference',
    access: 'signed-in',
    params: checkoutReferenceParamsSchema,
    answers: { 200: testCheckoutViewSchema },
  }),
  payTestCheckout: endpoint({
    method: 'POST',
    path: '/api/test-checkout/:reference/pay',
    access: 'signed-in',
    params: checkoutReferenceParamsSchema,
    body: payTestCheckoutSchema,
    answers: { 200: paidTestCheckoutSchema },
  }),
  /** Only a body signed with STRIPE_WEBHOOK_SECRET counts: the signature, not a shape. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    access: 'anyone',
    takes: 'signed',
    answers: { 200: z.object({ received: z.literal(true) }) },
  }),
};
