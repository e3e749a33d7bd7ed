import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  name: string;
  secure: boolean;
}

/** On https the cookie gets Secure and the __Host- prefix, which pins it to this exact host. */
export function cookieSettings(publicUrl: string): CookieSettings {
  const secure = publicUrl.startsWith('https://');
  return { name: secure ? '__Host-paddock_session' : 'paddock_session', secure };
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

function serialise(settings: CookieSettings, value: string, maxAgeSeconds: number): string {
  const attributes = [
    `${settings.name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (settings.secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', serialise(settings, token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.header('set-cookie', serialise(settings, '', 0));
}
