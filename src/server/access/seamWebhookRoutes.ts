import { locksApi } from '../../contract/api/locks';
import type { AppContext } from '../context/appContext';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import { lockCodeNews } from './lockJobsSql';

/** Seam's words for a code that did not, or not yet, reach its lock. */
const FAILED = new Set([
  'access_code.failed_to_set_on_device',
  'access_code.delay_in_setting_on_device',
]);

/**
 * Seam's webhook: news of a code on a lock makes its row due at once, so the job reads the code
 * now rather than at its next look (decision 117). The webhook only hastens: the job reads the
 * code itself either way, so a lost or late event changes nothing but the timing.
 */
export async function registerSeamWebhook(
  router: Router,
  deps: Pick<AppContext, 'db' | 'clock'>,
  secret: string | null,
): Promise<void> {
  await router.scope(async (webhook, app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.serve(locksApi.seamWebhook, async (request, reply) => {
      if (!secret) throw new AppError('locks/webhook-off');
      const event = await verified(secret, String(request.body), request.headers);
      if (!event) {
        request.log.warn('a signed Seam webhook held no Seam event; ignored');
      } else if ('access_code_id' in event && typeof event.access_code_id === 'string') {
        await lockCodeNews(
          deps.db,
          event.access_code_id,
          FAILED.has(event.event_type),
          deps.clock.now(),
        );
      }
      return reply.send({ received: true });
    });
  });
}

async function verified(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ event_type: string; access_code_id?: unknown } | null> {
  const { SeamWebhook, isSeamInvalidWebhookPayloadError } = await import('@seamapi/webhook');
  const flat = Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
  try {
    return new SeamWebhook(secret).verify(body, flat);
  } catch (error) {
    // Signed by Seam but no event: sending it again would not mend it, so it is taken.
    if (isSeamInvalidWebhookPayloadError(error)) return null;
    throw new AppError('locks/bad-signature');
  }
}
