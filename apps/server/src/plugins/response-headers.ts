import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../http/api-path';
import { isLocalRequest } from '../http/local-request';

/**
 * Security headers with a CSP the SPA runs under: everything from our own origin, inline
 * styles for component libraries that inject them, blob:/data: media for the editor, and
 * WebAssembly for the in-browser encoders.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
};

/**
 * The page CSP with extra script sources: the build's prerendered pages carry two small inline
 * scripts, allowed by their hashes (see web-app.ts).
 */
export function pageContentSecurityPolicy(extraScriptSources: readonly string[]): string {
  const csp = helmetOptions.contentSecurityPolicy as { directives: Record<string, string[]> };
  const options: HelmetOptions = {
    ...helmetOptions,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...csp.directives,
        scriptSrc: [...(csp.directives.scriptSrc ?? []), ...extraScriptSources],
      },
    },
  };
  return computeHelmetHeaders(options)['content-security-policy']!;
}

/** Runs helmet once against a stand-in response and keeps the headers it set. */
function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * JSON answers are never rendered as documents, so they need only the headers that matter to an
 * API (OWASP REST Security): nothing may load or frame them, no sniffing, no caching of account
 * data. Half a kilobyte less per API response than the page set (measured in `bench/auth`).
 */
export const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
};

/**
 * Pages and assets get helmet's full set; `/api` gets the API set, both without HSTS when the
 * request is addressed to localhost; every answer carries its request id. The sets do not depend on the request (no CSP nonces), so both are computed once
 * at start, not by helmet on every request.
 */
async function responseHeaders(app: FastifyInstance) {
  const pageHeaders = computeHelmetHeaders(helmetOptions);
  const withoutHsts = ({ 'strict-transport-security': _, ...rest }: Record<string, string>) => rest;
  const localApiHeaders = withoutHsts(apiHeaders);
  const localPageHeaders = withoutHsts(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const api = isApiPath(request.url);
    const local = isLocalRequest(request);
    void reply.headers(
      api ? (local ? localApiHeaders : apiHeaders) : local ? localPageHeaders : pageHeaders,
    );
    void reply.header('x-request-id', request.id);
    done();
  });
}

export default fp(responseHeaders, { name: 'response-headers' });
