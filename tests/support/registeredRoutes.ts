import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app has registered, by method (HEAD too), read from Fastify's own tree
 * (`printRoutes`): each line is a route whose address continues its parent's, e.g.
 *
 *     └── / (GET, HEAD)
 *         ├── api/account (GET, HEAD)
 *         │   └── /password (POST)
 *
 * A line that does not read so throws, so a change of Fastify's format can't hide a route.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const addresses: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const match = /^((?:[│ ] {3})*)[├└]── (.+) \(([A-Z]+(?:, [A-Z]+)*)\)$/.exec(line);
    if (!match) throw new Error(`printRoutes wrote a line this reader does not know: ${line}`);
    const [, indent = '', part = '', methods = ''] = match;
    const depth = indent.length / 4;
    const address = (depth === 0 ? '' : (addresses[depth - 1] ?? '')) + part;
    addresses[depth] = address;
    addresses.length = depth + 1;
    for (const method of methods.split(', ')) routes.push({ method, url: address });
  }
  return routes;
}
