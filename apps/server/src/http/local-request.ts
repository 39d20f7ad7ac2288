import type { FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether the request was addressed to this machine by a loopback name: a local install on
 * plain http, where browsers drop Secure cookies and HSTS would pin https on localhost for every
 * other app run there.
 */
export const isLocalRequest = (request: FastifyRequest) =>
  LOCAL_HOSTS.has(request.hostname.toLowerCase());
