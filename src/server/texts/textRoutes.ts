import { faqResponseSchema, pageTextSchema, textKeyParamsSchema } from '../../contract/texts';
import type { Database } from '../db/database';
import type { Api } from '../http/scopes';
import { readFaq, readText } from './textsSql';

/**
 * The park's texts, for anyone. Never cached: a change the owner saves shows at once, on every
 * instance. The Markdown goes as written; the page fills in its {placeholders}.
 */
export function registerTextRoutes(api: Api, deps: { db: Database }): void {
  api.get(
    '/api/texts/:key',
    { schema: { params: textKeyParamsSchema, response: { 200: pageTextSchema } } },
    async (request, reply) => {
      const { key } = request.params;
      return reply
        .header('cache-control', 'no-store')
        .send({ key, markdown: await readText(deps.db, key) });
    },
  );

  api.get(
    '/api/faq',
    { schema: { response: { 200: faqResponseSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ items: await readFaq(deps.db) }),
  );
}
