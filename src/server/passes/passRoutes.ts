import {
  adminPassesQuerySchema,
  adminPassesSchema,
  adminPassSchema,
  buyPassResponseSchema,
  buyPassSchema,
  myPassSchema,
  passIdParamsSchema,
  passRefundRequestSchema,
  passTypesOnSaleSchema,
} from '../../contract/passes';
import type { LifecycleDeps } from '../bookingLifecycle/lifecycleDeps';
import type { Database } from '../db/database';
import type { Api } from '../http/scopes';
import { buyPass, refreshPass } from './passPurchase';
import { adminPasses, refundPass } from './passRefunds';
import { passTypesOnSale } from './passTypesSql';

/** Public: the passes on sale. */
export function registerPassTypesRoute(api: Api, deps: { db: Database }): void {
  api.get(
    '/api/pass-types',
    { schema: { response: { 200: passTypesOnSaleSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await passTypesOnSale(deps.db)),
  );
}

/** Buying a pass, and coming back from its checkout (signed-in scope). */
export function registerPassRoutes(scope: Api, deps: LifecycleDeps): void {
  scope.post(
    '/api/passes',
    { schema: { body: buyPassSchema, response: { 201: buyPassResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await buyPass(deps, request.user, request.body.passTypeId)),
  );

  scope.post(
    '/api/passes/:id/refresh',
    { schema: { params: passIdParamsSchema, response: { 200: myPassSchema } } },
    async (request) => refreshPass(deps, request.user, request.params.id),
  );
}

/** The Passes tab (admins). */
export function registerPassStaffRoutes(admins: Api, deps: LifecycleDeps): void {
  admins.get(
    '/api/admin/passes',
    { schema: { querystring: adminPassesQuerySchema, response: { 200: adminPassesSchema } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await adminPasses(deps, request.query.after?.[0] ?? null)),
  );
}

/** Refunding part of a pass (super admins). */
export function registerPassOwnerRoutes(owners: Api, deps: LifecycleDeps): void {
  owners.post(
    '/api/admin/passes/:id/refund',
    {
      schema: {
        params: passIdParamsSchema,
        body: passRefundRequestSchema,
        response: { 200: adminPassSchema },
      },
    },
    async (request) => refundPass(deps, request.user, request.params.id, request.body),
  );
}
