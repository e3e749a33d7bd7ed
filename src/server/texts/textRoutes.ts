import { siteApi } from '../../contract/api/site';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { readFaq, readText } from './textsSql';

/**
 * The park's texts, for anyone. Never cached: a change the owner saves shows at once, on every
 * instance. The Markdown goes as written; the page fills in its {placeholders}.
 */
export function registerTextRoutes(router: Router, deps: Pick<AppContext, 'db'>): void {
  router.serve(siteApi.text, async (request, reply) => {
    const { key } = request.params;
    return reply
      .header('cache-control', 'no-store')
      .send({ key, markdown: await readText(deps.db, key) });
  });

  router.serve(siteApi.faq, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ items: await readFaq(deps.db) }),
  );
}
