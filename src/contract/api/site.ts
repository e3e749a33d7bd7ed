import { availabilityQuerySchema, availabilityResponseSchema } from '../bookings';
import { endpoint } from '../endpoint';
import { freeTimesQuerySchema, freeTimesResponseSchema } from '../freeTimes';
import { parkResponseSchema } from '../park';
import { passTypesOnSaleSchema } from '../passes';
import { faqResponseSchema, pageTextSchema, textKeyParamsSchema } from '../texts';

/** What anyone may read: the park, its texts, the passes on sale, which slots are taken and which free. */
export const siteApi = {
  park: endpoint({
    method: 'GET',
    path: '/api/park',
    access: 'anyone',
    answers: { 200: parkResponseSchema },
  }),
  text: endpoint({
    method: 'GET',
    path: '/api/texts/:key',
    access: 'anyone',
    params: textKeyParamsSchema,
    answers: { 200: pageTextSchema },
  }),
  faq: endpoint({
    method: 'GET',
    path: '/api/faq',
    access: 'anyone',
    answers: { 200: faqResponseSchema },
  }),
  passTypes: endpoint({
    method: 'GET',
    path: '/api/pass-types',
    access: 'anyone',
    answers: { 200: passTypesOnSaleSchema },
  }),
  availability: endpoint({
    method: 'GET',
    path: '/api/availability',
    access: 'anyone',
    query: availabilityQuerySchema,
    answers: { 200: availabilityResponseSchema },
  }),
  freeTimes: endpoint({
    method: 'GET',
    path: '/api/free-times',
    access: 'anyone',
    query: freeTimesQuerySchema,
    answers: { 200: freeTimesResponseSchema },
  }),
};
