import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells every instance sharing a Redis that an id's cached data is stale (Redis pub/sub). Each
 * instance caches users for a few seconds; without this, a session ended on one instance would
 * keep working on the others until their entries expired.
 */
export async function subscribeToInvalidations(options: {
  redis: Redis;
  channel: string;
  log: FastifyBaseLogger;
  onInvalidate: (id: string) => void;
}) {
  // A connection in subscriber mode can do nothing else: it gets its own.
  const subscriber = options.redis.duplicate();
  subscriber.on('message', (channel: string, id: string) => {
    if (channel === options.channel) options.onInvalidate(id);
  });
  subscriber.on('error', (error: unknown) =>
    options.log.error({ err: error }, 'cache invalidation subscriber'),
  );
  await subscriber.connect();
  // ioredis subscribes again by itself after a reconnect.
  await subscriber.subscribe(options.channel);

  return {
    publish(id: string) {
      options.redis.publish(options.channel, id).catch((error: unknown) => {
        // The others' entries expire within seconds anyway.
        options.log.error({ err: error, id }, 'could not publish a cache invalidation');
      });
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
