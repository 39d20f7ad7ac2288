import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'rw_refresh';
const COOKIE_PATH = '/api/auth';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

// Browsers drop Secure cookies over plain http, which a local install uses.
const isLocal = (request: FastifyRequest) => LOCAL_HOSTS.has(request.hostname.toLowerCase());

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocal(request),
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocal(request),
    path: COOKIE_PATH,
  });
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
