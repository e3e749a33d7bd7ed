import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { PublicPark } from '../../contract/park';

/** Where the footer's map comes from (MapEmbed in the web app). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

type Directives = Record<string, string[]>;

/**
 * The policy of every response: scripts, styles, pictures and calls only from this site, no
 * inline script, nothing framed (pages add the map and video hosts), and this site never in
 * anyone's frame.
 */
function baseDirectives(https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // React sets style attributes, and the dev mailbox and e-mails carry their own styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The service worker (/sw.js) and the web manifest are our own (decision 116).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Powerful features no page of ours uses, switched off for the page and anything it frames. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

function originOf(address: string | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The hosts a page may frame: the map, and the About videos the owner has set. */
export function frameSources(park: PublicPark | null): string[] {
  if (!park) return ["'none'"];
  const videos = park.videos.map((video) => originOf(video.embedUrl));
  return [...new Set([MAP_ORIGIN, ...videos.filter((origin) => origin !== null)])];
}

export interface SecurityHeaders {
  /** Sets a page's policy, which may frame the map and the park's video hosts. */
  applyPagePolicy(reply: FastifyReply, park: PublicPark | null): void;
  /**
   * Sets the headers on an answer that no hook sees: Fastify answers a malformed address
   * before routing, so the hooks never run for it.
   */
  applyWithoutHooks(reply: FastifyReply): void;
}

type HeaderSet = Readonly<Record<string, string>>;

function helmetOptions(https: boolean, directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Not includeSubDomains: the park's other hosts are not ours to pin to https.
    strictTransportSecurity: https
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet sets for these options, written down once: they depend on the policy
 * alone, and helmet works them out afresh (parsing the directives) on every answer it sees.
 */
function headersOf(options: HelmetOptions): HeaderSet {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/** Policies kept by the frames they allow; a handful at most (the owner's video hosts). */
const MAX_PAGE_POLICIES = 16;

/**
 * Every response carries the headers, the JSON API and /dev/mailbox included: the CSP above,
 * HSTS when the site is on https, no sniffing, the referrer policy, a restrictive Permissions
 * Policy and a same-origin opener policy. Each set is worked out once, not per answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): SecurityHeaders {
  const https = publicUrl.startsWith('https://');
  const directives = baseDirectives(https);
  const base = headersOf(helmetOptions(https, directives));
  const pagePolicies = new Map<string, string>();
  const pagePolicy = (frames: string[]): string => {
    const key = frames.join(' ');
    let policy = pagePolicies.get(key);
    if (policy === undefined) {
      const options = helmetOptions(https, { ...directives, 'frame-src': frames });
      policy = headersOf(options)['content-security-policy'] ?? '';
      if (pagePolicies.size >= MAX_PAGE_POLICIES) pagePolicies.clear();
      pagePolicies.set(key, policy);
    }
    return policy;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(base);
    done();
  });
  return {
    applyWithoutHooks(reply) {
      reply.headers(base);
    },
    applyPagePolicy(reply, park) {
      reply.header('content-security-policy', pagePolicy(frameSources(park)));
    },
  };
}
