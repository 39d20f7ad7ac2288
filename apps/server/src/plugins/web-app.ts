import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute } from '@reelwright/contracts';
import type { SocialLinks } from '../config';
import { isApiPath } from '../http/api-path';
import { failure } from '../http/envelope';
import { pageContentSecurityPolicy } from './response-headers';

export type WebAppOptions = {
  /** Directory of the built SPA (`apps/web/dist`); when absent only the API is served. */
  distDir: string | undefined;
  /**
   * The offline test checkout is on: every page carries `BILLING_TEST_MODE_META`, and the web app
   * shows its TEST MODE banner on every page.
   */
  billingTestMode?: boolean;
  /** The site's social accounts: each set one is told to every page in a `<meta>` (see below). */
  socialLinks?: SocialLinks;
};

/** What the web app looks for (`apps/web/src/app/layouts/test-mode-banner.tsx`). */
export const BILLING_TEST_MODE_META = '<meta name="reelwright-billing" content="test">';

/** The footer's social links read these (`apps/web/src/app/layouts/social-links.tsx`). */
export const socialLinkMeta = (network: string, url: string) =>
  `<meta name="reelwright-social-${network}" content="${escapeAttribute(url)}">`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The server's public settings that every page carries, as `<meta>` tags; '' when none. */
function pageMarks(options: WebAppOptions): string {
  const social = Object.entries(options.socialLinks ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([network, url]) => socialLinkMeta(network, url));
  return [options.billingTestMode ? BILLING_TEST_MODE_META : '', ...social].join('');
}

/**
 * A page with `marks` at the start of its head (after `<head>`, or after `<html>` where the head
 * is implied), gzipped once for clients that take it.
 */
function markedPage(html: string, marks: string): { html: string; gzipped: Buffer } {
  const at = /<head(\s[^>]*)?>/i.exec(html) ?? /<html(\s[^>]*)?>/i.exec(html);
  const end = at === null ? 0 : at.index + at[0].length;
  const marked = `${html.slice(0, end)}${marks}${html.slice(end)}`;
  return { html: marked, gzipped: gzipSync(marked) };
}

/**
 * The build's per-page copies of index.html (`route-html/routes.json`: path → file), each with
 * its page's chunks preloaded; empty when the build has none.
 */
function readRoutePages(distDir: string): Map<string, string> {
  const file = path.join(distDir, 'route-html', 'routes.json');
  if (!existsSync(file)) return new Map();
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(routes).map(([route, page]) => [route, `route-html/${page}`]));
}

const INLINE_SCRIPT = /<script(?:\s+type="module")?>([^<]*)<\/script>/g;

/** CSP sources (`'sha256-…'`) of the inline scripts in a page, as the browser hashes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source!).digest('base64')}'`,
  );
}

/** `/help-center/?q=1` → `/help-center` */
function pagePath(url: string): string {
  const pathname = url.split(/[?#]/)[0]!;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The build's prerendered 'Page not found' (`apps/web/build/route-preloads.ts`). */
const NOT_FOUND_PAGE = '/404';

/**
 * Serves the built single-page app and answers unknown paths: `/api/*` gets a 404 envelope; a
 * GET of one of the app's pages (`CLIENT_ROUTES`) gets the page's copy of `index.html` (or
 * `index.html` itself) so the client router can show the page (history fallback); any other
 * GET is answered 404 with the app's 'Page not found' screen.
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir;
  const indexFile = distDir === undefined ? undefined : path.join(distDir, 'index.html');
  const hasSpa = indexFile !== undefined && existsSync(indexFile);
  const routePages = hasSpa ? readRoutePages(distDir!) : new Map<string, string>();
  // Each page's CSP, when its HTML carries inline scripts (the prerendered public pages do).
  const pagePolicies = new Map<string, string>();
  for (const file of routePages.values()) {
    const hashes = inlineScriptHashes(readFileSync(path.join(distDir!, file), 'utf8'));
    if (hashes.length > 0) pagePolicies.set(file, pageContentSecurityPolicy(hashes));
  }

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change under one name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else if (distDir !== undefined) {
    app.log.warn({ distDir }, 'web app build not found; serving the API only (run npm run build)');
  }

  // Test mode and the social links: the pages as served, marked (read once, kept in memory).
  const marks = pageMarks(options);
  const markedPages = new Map<string, { html: string; gzipped: Buffer }>();
  const sendMarkedPage = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    let page = markedPages.get(file);
    if (page === undefined) {
      page = markedPage(readFileSync(path.join(distDir!, file), 'utf8'), marks);
      markedPages.set(file, page);
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (!gzip) return reply.send(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzipped);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(url)) {
      const page = pagePath(url);
      const known = isClientRoute(page);
      const file = known
        ? (routePages.get(page) ?? 'index.html')
        : (routePages.get(NOT_FOUND_PAGE) ?? 'index.html');
      if (!known) void reply.status(404);
      const policy = pagePolicies.get(file);
      if (policy !== undefined) void reply.header('content-security-policy', policy);
      if (marks !== '') return sendMarkedPage(request, reply, file);
      return reply.sendFile(file);
    }
    const pathOnly = url.split('?')[0];
    return reply
      .status(404)
      .send(failure('NOT_FOUND', `Nothing is at ${request.method} ${pathOnly}.`));
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['error-handler'] });
