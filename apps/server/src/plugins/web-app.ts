import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../http/api-path';
import { failure } from '../http/envelope';

export type WebAppOptions = {
  /** Directory of the built SPA (`apps/web/dist`); when absent only the API is served. */
  distDir: string | undefined;
};

/**
 * Serves the built single-page app and answers unknown paths: `/api/*` gets a 404 envelope,
 * any other GET gets `index.html` so the client router can show the page (history fallback).
 */
async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir;
  const indexFile = distDir === undefined ? undefined : path.join(distDir, 'index.html');
  const hasSpa = indexFile !== undefined && existsSync(indexFile);

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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !isApiPath(url)) {
      return reply.sendFile('index.html');
    }
    const pathOnly = url.split('?')[0];
    return reply
      .status(404)
      .send(failure('NOT_FOUND', `Nothing is at ${request.method} ${pathOnly}.`));
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['error-handler'] });
