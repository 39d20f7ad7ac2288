import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { parseByteRange } from './byte-range';
import type { FilesService } from './service';

export type FilesRoutesOptions = { files: FilesService };

/** `filename*` carries any name; the plain `filename` is an ASCII stand-in for old clients. */
function contentDisposition(type: 'inline' | 'attachment', filename: string) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  app.get(
    '/:id',
    {
      // The voice-overs and thumbnails that API clients make are fetched here.
      onRequest: [app.authenticateAllowingApiToken],
      schema: {
        summary: 'A file of the caller’s (voice-over MP3…), with Range support for seeking',
        params: z.object({ id: z.uuid({ error: 'This file id is not valid.' }) }),
        querystring: z.object({ download: z.enum(['1', 'true']).optional() }),
      },
    },
    async (request, reply) => {
      const file = await options.files.owned(request.auth.userId, request.params.id);
      const range = parseByteRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        throw new AppError(416, 'VALIDATION_FAILED', 'The requested range is outside the file.', {
          'content-range': `bytes */${file.size}`,
        });
      }
      // Opened before any header is set: missing bytes still answer as a plain 404 envelope.
      const body = await options.files.read(file, range ?? undefined);
      void reply
        .header('content-type', file.mimeType)
        .header('accept-ranges', 'bytes')
        .header(
          'content-disposition',
          contentDisposition(request.query.download ? 'attachment' : 'inline', file.filename),
        )
        // Private: the bytes are the owner's, though they never change once written.
        .header('cache-control', 'private, max-age=31536000, immutable');
      if (range === null) {
        void reply.header('content-length', file.size);
        return reply.send(body);
      }
      void reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(body);
    },
  );
};
