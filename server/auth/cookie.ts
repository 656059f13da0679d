/**
 * The session cookie. SameSite=Strict: every request that needs the session is a same-origin
 * fetch (or <img>/<iframe>) from the console itself; the console's HTML needs no cookie, so
 * arriving through a link from elsewhere still works (the app then asks /api/me same-site).
 * Strict also keeps the cookie off every cross-site request, on top of the Origin check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSecureMode } from '../config';

export const SESSION_COOKIE = 'sid';

export function isSecureRequest(request: FastifyRequest, mode: CookieSecureMode): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return request.protocol === 'https';
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  mode: CookieSecureMode,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecureRequest(request, mode),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, mode: CookieSecureMode): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecureRequest(request, mode),
  });
}
