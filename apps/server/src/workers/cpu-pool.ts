import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Piscina } from 'piscina';

/**
 * One pool of worker threads, one fewer than the cores (at least one), for every piece of CPU work that would hold the
 * server's event loop for more than a few milliseconds (resampling and MP3 encoding, image
 * decoding and thumbnail rendering). Each module keeps its work in its own `*.worker.ts` file
 * and names it with `workerScript`; the pool runs any of them, so a voice-over and three
 * thumbnails share the same few threads instead of each module starting its own.
 *
 * Idle threads do not keep the process alive and are stopped after a minute unused.
 */

// Under tsx or Vitest this file is TypeScript source and worker files are its `.ts` siblings,
// loaded through tsx; in the production bundle (dist/server.js) build.mjs has bundled each
// `*.worker.ts` into dist/workers/<name>.js. The server tests bundle them the same way once per
// run (bundle-workers.mjs) and name the folder in WORKER_BUNDLES_DIR: a thread that loads tsx
// takes ~1 s longer to start.
const fromSource = import.meta.url.endsWith('.ts');
const bundlesDir = fromSource ? process.env.WORKER_BUNDLES_DIR : undefined;
const withTsx = fromSource && !bundlesDir;

/**
 * The file a worker runs: `sibling` is the module's own `import.meta.url`, `name` the worker
 * file's name without `.ts` (e.g. `mp3.worker`).
 */
export function workerScript(sibling: string, name: string): string {
  if (!fromSource) return new URL(`./workers/${name}.js`, import.meta.url).href;
  if (bundlesDir) return pathToFileURL(path.join(bundlesDir, `${name}.js`)).href;
  return new URL(`./${name}.ts`, sibling).href;
}

let pool: Promise<Piscina> | undefined;

// Loaded with the first job rather than at start, where loading piscina cost ~0.1 s.
function cpuPool(): Promise<Piscina> {
  pool ??= import('piscina').then(
    ({ Piscina }) =>
      new Piscina({
        // A core is left to the event loop: with every core drawing or encoding, its wait for
        // one decided the loop's delay (25 ms p99 in three parallel thumbnails on 2 cores).
        maxThreads: Math.max(1, availableParallelism() - 1),
        minThreads: 0,
        idleTimeout: 60_000,
        ...(withTsx ? { execArgv: ['--import', 'tsx'] } : {}),
      }),
  );
  return pool;
}

/**
 * Runs the export `name` of the worker file `script` with `input` on a pool thread. Transfer
 * big typed arrays' buffers with `transfer` (they are unusable here afterwards).
 */
export async function runOnCpuPool<Input, Output>(
  script: string,
  name: string,
  input: Input,
  options: { transfer?: ArrayBufferLike[]; signal?: AbortSignal } = {},
): Promise<Output> {
  const threads = await cpuPool();
  return threads.run(input, {
    filename: script,
    name,
    ...(options.transfer ? { transferList: options.transfer as ArrayBuffer[] } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }) as Promise<Output>;
}
