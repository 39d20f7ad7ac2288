import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { REFERENCE_PAGE_CSP, renderReferencePage } from './reference-page';
import type { RegisteredRoute, RouteRegistry } from './route-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its zod schemas and authentication, as the reference shows it. */
    apiRoutes(): RegisteredRoute[];
  }
}

export type ApiDocsModuleOptions = { routes: RouteRegistry };

/**
 * The API's reference: `GET /api/openapi.json` (the OpenAPI 3 document) and `GET /api/docs`,
 * the same document as a page for a browser and as JSON for any other client. Register last:
 * the document is built once, on the first call, from every route registered by then.
 */
async function apiDocsModule(app: FastifyInstance, { routes }: ApiDocsModuleOptions) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOnce = () =>
    (document ??= buildOpenApiDocument(app.swagger() as unknown as OpenApiDocument, routes.list()));

  app.decorate('apiRoutes', () => routes.list());

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => documentOnce());

  app.get('/api/docs', { schema: { hide: true } }, async (request, reply) => {
    // Browsers ask for text/html first; API clients and tools ask for JSON or anything.
    const wantsPage = /\btext\/html\b/.test(request.headers.accept ?? '');
    void reply.header('vary', 'accept');
    if (!wantsPage) return documentOnce();
    page ??= renderReferencePage(documentOnce());
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', REFERENCE_PAGE_CSP)
      .send(page);
  });
}

export default fp(apiDocsModule, { name: 'api-docs' });
