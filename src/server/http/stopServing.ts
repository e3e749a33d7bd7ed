import type { FastifyInstance } from 'fastify';

/**
 * Stops taking connections and lets the requests in flight finish, for up to `graceMs`; then
 * cuts whatever is still open, so a stop never hangs on a slow client. Meanwhile Fastify answers
 * a new request on an open connection with 503 and `Connection: close`, which a proxy retries on
 * another instance. Answers whether everything finished in time.
 */
export async function stopServing(app: FastifyInstance, graceMs: number): Promise<boolean> {
  const closed = app.close().then(() => true);
  // A kept-alive connection (a proxy keeps them) whose request ends after the close began
  // would otherwise stay open until its keep-alive timeout, holding the stop up to the grace.
  const sweeping = setInterval(() => app.server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const inTime = await Promise.race([closed, late]);
  clearTimeout(timer);
  clearInterval(sweeping);
  if (!inTime) {
    app.server.closeAllConnections();
    await closed;
  }
  return inTime;
}
