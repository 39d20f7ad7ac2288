import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-thread';

/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every
 * query synchronously on the thread that owns it, so on the server's thread a 20 ms query was a
 * 20 ms stall for every request. Here it answers the PostgreSQL wire protocol on a Unix socket
 * in a private directory, and the server reaches it with the same driver as a PostgreSQL server.
 */
const { dataDir, loadDataDir, socketPath } = workerData as PgliteWorkerData;
const port = parentPort!;

function reply(message: PgliteWorkerReply, transfer: ArrayBuffer[] = []) {
  port.postMessage(message, transfer);
}

try {
  const db = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir: new Blob([loadDataDir]) }),
  });
  // The server's pool holds one connection, but after a failed query it closes it and opens
  // another, which may arrive before the old one is gone. Queries of several connections take
  // turns on PGlite's one backend, an open transaction's connection first.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();

  port.on('message', async (request: PgliteWorkerRequest) => {
    if (request.type === 'dump') {
      try {
        const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
        reply({ type: 'dumped', id: request.id, bytes }, [bytes]);
      } catch (error) {
        reply({ type: 'failed', id: request.id, message: String(error) });
      }
      return;
    }
    try {
      await server.stop();
      await db.close();
    } finally {
      reply({ type: 'closed' });
      port.close();
    }
  });
  reply({ type: 'ready' });
} catch (error) {
  reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
