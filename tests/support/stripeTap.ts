import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands between the app and the Stripe-compatible server, passing every request on; the test
 * may have something happen (the database going away) the moment a request to `path` arrives,
 * before Stripe sees it.
 */
export async function startStripeTap(stripeUrl: string) {
  let onRequest: { path: string; run: () => Promise<void> } | null = null;
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', stripeUrl).pathname;
    if (onRequest?.path === path) {
      const { run } = onRequest;
      onRequest = null;
      await run();
    }
    const onward = http.request(
      new URL(req.url ?? '/', stripeUrl),
      { method: req.method, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Runs `run` when the next request to `path` arrives, then passes that request on. */
    when(path: string, run: () => Promise<void>) {
      onRequest = { path, run };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
