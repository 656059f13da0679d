/**
 * The session cookie. SameSite=Strict: every request that needs the session is a same-origin
 * fetch (or <img>/<iframe>) from the console itself; the console's HTML needs no cookie, so
 * arriving through a link from elsewhere still works (the app then asks /api/me same-site).
 * Strict also keeps the cookie off every cross-site request, on top of the Origin check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSecureMode } from '../config';

export const SESSION_COOKIE = 'sid';
/**
 * Over HTTPS the cookie is `__Host-sid`: browsers then accept it only when Secure, for path /,
 * from this very host (no Domain), so a neighbouring subdomain or a plain-HTTP page cannot plant
 * or overwrite a session cookie. Over plain HTTP (local use) the prefix is not allowed: `sid`.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

export function sessionCookieName(request: FastifyRequest, mode: CookieSecureMode): string {
  return isSecureRequest(request, mode) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Only the name in use for this request: a `sid` sent over HTTPS may have been planted. */
export function readSessionToken(request: FastifyRequest, mode: CookieSecureMode): string | undefined {
  return request.cookies[sessionCookieName(request, mode)];
}

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
  reply.setCookie(sessionCookieName(request, mode), token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecureRequest(request, mode),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, mode: CookieSecureMode): void {
  reply.clearCookie(sessionCookieName(request, mode), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: isSecureRequest(request, mode),
  });
}
