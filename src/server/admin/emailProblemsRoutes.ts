import {
  emailProblemParamsSchema,
  emailProblemSchema,
  emailProblemsSchema,
} from '../../contract/emailProblems';
import type { Api } from '../http/scopes';
import { type EmailProblemDeps, emailProblems, retryEmailNow } from './emailProblems';

/**
 * The e-mails that did not go, for every admin: retrying one sends again what the park already
 * wrote to the same person, so it needs no more trust than reading the list.
 */
export function registerEmailProblemRoutes(admins: Api, deps: EmailProblemDeps): void {
  admins.get(
    '/api/admin/email-problems',
    { schema: { response: { 200: emailProblemsSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await emailProblems(deps)),
  );
  admins.post(
    '/api/admin/email-problems/:id/retry',
    { schema: { params: emailProblemParamsSchema, response: { 200: emailProblemSchema } } },
    async (request) => retryEmailNow(deps, request.user, request.params.id),
  );
}
