import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerScript } from '../workers/cpu-pool';

export type PgliteWorkerData = {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  socketPath: string;
};
export type PgliteWorkerRequest = { type: 'dump'; id: number } | { type: 'close' };
export type PgliteWorkerReply =
  | { type: 'ready' }
  | { type: 'dumped'; id: number; bytes: ArrayBuffer }
  | { type: 'closed' }
  | { type: 'failed'; id?: number; message: string };

export type PgliteThread = {
  /** The directory of its Unix socket: `pg`'s `host`, with port {@link PGLITE_SOCKET_PORT}. */
  socketDir: string;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
};

/** The port only names the socket file (`.s.PGSQL.<port>`), as PostgreSQL's own sockets do. */
export const PGLITE_SOCKET_PORT = 5432;

/** Starts PGlite on a thread of its own (see pglite.worker.ts) and waits until it answers. */
export async function startPgliteThread(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PgliteThread> {
  // A private directory (mode 0700): no other user of the machine can reach the socket.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'reelwright-db-'));
  const loadDataDir = options.loadDataDir && (await options.loadDataDir.arrayBuffer());
  const data: PgliteWorkerData = {
    socketPath: path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`),
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  };
  const script = workerScript(import.meta.url, 'pglite.worker');
  const worker = script.endsWith('.ts')
    ? // From source (tsx, Vitest) the worker registers tsx itself: `--import tsx` in a worker's
      // execArgv does not reach the worker's own entry module.
      new Worker(
        `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); });`,
        { eval: true, workerData: data, transferList: loadDataDir ? [loadDataDir] : [] },
      )
    : new Worker(new URL(script), {
        workerData: data,
        transferList: loadDataDir ? [loadDataDir] : [],
      });

  const dumps = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();
  let nextDump = 0;
  let onClosed: (() => void) | undefined;
  let exited = false;

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteWorkerReply) => {
      if (reply.type === 'ready') resolve();
      else if (reply.type === 'dumped') {
        dumps.get(reply.id)?.resolve(new Blob([reply.bytes]));
        dumps.delete(reply.id);
        if (dumps.size === 0) worker.unref();
      } else if (reply.type === 'closed') onClosed?.();
      else if (reply.id !== undefined) {
        dumps.get(reply.id)?.reject(new Error(reply.message));
        dumps.delete(reply.id);
        if (dumps.size === 0) worker.unref();
      } else reject(new Error(`The embedded database did not start: ${reply.message}`));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      exited = true;
      onClosed?.();
      for (const dump of dumps.values()) dump.reject(new Error('The embedded database stopped'));
      reject(new Error(`The embedded database's thread exited (${code}) before it started`));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  });
  // The open connection to it keeps the process alive while it is in use; this thread must not.
  worker.unref();

  return {
    socketDir,
    dumpDataDir() {
      const id = nextDump++;
      // Awaiting a reply from an unreferenced thread would let the process exit meanwhile.
      worker.ref();
      return new Promise<Blob>((resolve, reject) => {
        dumps.set(id, { resolve, reject });
        worker.postMessage({ type: 'dump', id } satisfies PgliteWorkerRequest);
      });
    },
    async close() {
      if (!exited) {
        worker.ref();
        await new Promise<void>((resolve) => {
          onClosed = resolve;
          worker.postMessage({ type: 'close' } satisfies PgliteWorkerRequest);
        });
        await worker.terminate();
      }
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
