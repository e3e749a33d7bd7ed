import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type {
  Access,
  AnswerIn,
  BodyOut,
  Endpoint,
  ParamsOut,
  QueryOut,
} from '../../contract/endpoint';
import type { Api } from './api';

/** A request to an endpoint, typed by its schemas: what the handler reads has been checked. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/** The reply, whose `send` takes only what the endpoint may answer. */
export type EndpointReply<E extends Endpoint> = FastifyReply<{ Reply: AnswerIn<E> }>;

/** Answers the endpoint: its answer, or the reply it sent. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<AnswerIn<E> | EndpointReply<E>>;

export interface ServeOptions {
  /** Per-route settings read by hooks: a rate limit, a form of files (originCheck.ts). */
  config?: FastifyContextConfig;
}

/**
 * Registers handlers against the contract's endpoints (src/contract/api): each route's path,
 * schemas and guard come from its entry, so the server and the web can't disagree on them.
 */
export interface Router {
  serve<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options?: ServeOptions): void;
  /** Routes that need a plugin of their own (a multipart parser), in a scope of their own. */
  scope(routes: (router: Router, app: Api) => Promise<void>): Promise<void>;
}

/** The guard of each access level but 'anyone', run before anything else of the route. */
export type Guards = Record<Exclude<Access, 'anyone'>, onRequestHookHandler>;

/** What the origin check must know of a route (auth/originCheck.ts), from what it takes. */
function configOf(endpoint: Endpoint, extra: FastifyContextConfig | undefined) {
  const takes = {
    json: {},
    multipart: { acceptsFiles: true },
    signed: { allowCrossSite: true },
  }[endpoint.takes ?? 'json'];
  return { ...takes, ...extra };
}

/** The Fastify schema of an endpoint: its parts, and the answers that are JSON. */
function schemaOf(endpoint: Endpoint) {
  const response = Object.fromEntries(
    Object.entries(endpoint.answers).filter(([, answer]) => answer !== 'file'),
  );
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/** A router for `app`, each endpoint guarded as its access says (auth/guards.ts). */
export function routerFor(app: Api, guards: Guards): Router {
  return {
    serve(endpoint, handler, options = {}) {
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema: schemaOf(endpoint),
        ...(endpoint.access === 'anyone' ? {} : { onRequest: guards[endpoint.access] }),
        config: configOf(endpoint, options.config),
        // The endpoint's types are the handler's; Fastify's own generics can't follow them here.
        handler: handler as never,
      });
    },
    async scope(routes) {
      await app.register(async (child: Api) => routes(routerFor(child, guards), child));
    },
  };
}
