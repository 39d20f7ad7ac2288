import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../http/envelope';

/**
 * Graceful shutdown: once `app.close()` starts, requests already running finish (the server
 * waits for them), while new ones on kept-alive connections get 503 SHUTTING_DOWN in the API's
 * envelope (Fastify's own 503 has another shape) and every response closes its connection, so
 * clients and load balancers move to another instance.
 */
async function drainOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Callback hooks, not async ones: they run on every request, and a promise each costs more
  // than the check.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(failure('SHUTTING_DOWN', 'This server is restarting. Please try again.'));
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(drainOnClose, { name: 'drain-on-close' });
