import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_OUT_COOKIE } from '../../contract/session';

export interface CookieSettings {
  /** The session's cookie. */
  name: string;
  /** The cookie that marks a browser which has signed in before (see deviceCookie.ts). */
  deviceName: string;
  /** The cookie of a browser remembered after a right code (see rememberedBrowser.ts). */
  rememberName: string;
  /** The cookie the page sets on signing out, for the server to end the session (owedSignOut.ts). */
  signedOutName: string;
  secure: boolean;
}

/** On https the cookies get Secure and the __Host- prefix, which pins them to this exact host. */
export function cookieSettings(publicUrl: string): CookieSettings {
  const secure = publicUrl.startsWith('https://');
  const prefix = secure ? '__Host-' : '';
  return {
    name: `${prefix}paddock_session`,
    deviceName: `${prefix}paddock_device`,
    rememberName: `${prefix}paddock_remember`,
    signedOutName: `${prefix}${SIGNED_OUT_COOKIE}`,
    secure,
  };
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

function serialise(name: string, secure: boolean, value: string, maxAgeSeconds: number): string {
  const attributes = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  attributes.push(`Max-Age=${maxAgeSeconds}`);
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', serialise(settings.name, settings.secure, token, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.header('set-cookie', serialise(settings.name, settings.secure, '', 0));
}

/** The page wrote it (so it is not HttpOnly); the server only ever takes it away. */
export function clearSignedOutCookie(reply: FastifyReply, settings: CookieSettings): void {
  const attributes = [`${settings.signedOutName}=`, 'Path=/', 'SameSite=Lax', 'Max-Age=0'];
  if (settings.secure) attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}

export function setDeviceCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', serialise(settings.deviceName, settings.secure, value, maxAgeSeconds));
}

export function setRememberCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.header(
    'set-cookie',
    serialise(settings.rememberName, settings.secure, value, maxAgeSeconds),
  );
}
