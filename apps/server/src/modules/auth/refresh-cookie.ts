import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalRequest } from '../../http/local-request';

export const REFRESH_COOKIE = 'rw_refresh';
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
) {
  void reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalRequest(request),
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isLocalRequest(request),
    path: COOKIE_PATH,
  });
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
