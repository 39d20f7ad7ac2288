// The baseline for the auth benchmark: Fastify with one JSON route and nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ success: true, data: { ok: true } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
