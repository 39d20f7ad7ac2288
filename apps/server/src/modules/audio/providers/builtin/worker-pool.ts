import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TtsError } from '../tts-provider';

/** What the eSpeak worker is asked (see espeak-worker.mjs). */
export type EspeakRequest = { text: string; voice: string; wordsPerMinute: number };
/**
 * What it answers: mono 16-bit little-endian samples, `length` of them, left in `file` (in the
 * pool's private scratch folder), which the caller now owns (`readSamples` reads and removes
 * it); and eSpeak's word events as [textPosition, textLength, startSample, endSample] each (see
 * espeak-worker.mjs), when the engine reported them.
 */
export type EspeakAnswer = { file: string; length: number; sampleRate: number; words?: Int32Array };

/** The samples themselves are in the job's file (see espeak-worker.mjs). */
type WorkerReply =
  | { id: number; sampleRate: number; length: number; words?: Int32Array }
  | { id: number; error: { reason: 'unknown_voice' | 'failed'; message: string } };

export type WorkerPoolOptions = {
  /** The worker script (espeak-worker.mjs). */
  workerPath: string | URL;
  /** Processes at most; each synthesizes one request at a time. */
  size: number;
  /** From the call to the answer, queueing included. */
  timeoutMs: number;
  /** Where the private scratch folder is made; default `/dev/shm`, else the temp folder. */
  scratchRoot?: string;
};

type Job = {
  id: number;
  request: EspeakRequest;
  resolve: (answer: EspeakAnswer) => void;
  reject: (error: unknown) => void;
  /** Answered, failed, aborted or timed out: later news about it is ignored. */
  settled: boolean;
  release: () => void;
};

/** Memory-backed where there is one (Linux), so the samples' round trip never touches a disk. */
function defaultScratchRoot(): string {
  try {
    if (statSync('/dev/shm').isDirectory()) return '/dev/shm';
  } catch {
    // not Linux
  }
  return tmpdir();
}

/**
 * An answer's samples read into shared memory (on libuv's threads, no copy on the loop), and its
 * file removed: for callers that need the samples on this thread (the aligner's reference).
 */
export async function readSamples({ file, length }: EspeakAnswer): Promise<Int16Array> {
  try {
    const bytes = length * 2;
    const memory = new SharedArrayBuffer(bytes);
    const target = new Uint8Array(memory);
    const handle = await open(file, 'r');
    try {
      let done = 0;
      while (done < bytes) {
        const { bytesRead } = await handle.read(target, done, bytes - done, done);
        if (bytesRead === 0) throw new Error(`${file} ended after ${done} of ${bytes} bytes`);
        done += bytesRead;
      }
    } finally {
      await handle.close();
    }
    return new Int16Array(memory);
  } catch (error) {
    throw new TtsError('failed', 'The built-in voice engine’s answer could not be read.', {
      cause: error,
    });
  } finally {
    await rm(file, { force: true }).catch(() => undefined);
  }
}

type Slot = { child: ChildProcess; job: Job | null; gone: boolean };

/**
 * A few eSpeak worker processes, started when first needed, and a queue in front of them.
 *
 * - A worker that dies (crash, kill) fails its request with TtsError('failed') and is replaced
 *   on the next request. Only requests start workers, so a broken install cannot loop.
 * - Timeout (counted from the call, so a long queue counts too) → TtsError('timeout'); a worker
 *   still busy with that request is killed, as it is stuck or far too slow.
 * - Abort → the caller's `signal.reason` at once. A queued request leaves the queue; a running
 *   one is let finish (a chunk takes well under a second) and its answer dropped, which is
 *   cheaper than restarting the process.
 * - Idle workers do not keep the server's event loop alive; `close()` stops them all.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** The private folder (mode 0700) the workers write each answer's samples to. */
  private scratch: string | undefined;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Process ids of the running workers. */
  pids(): number[] {
    return this.slots.flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid]));
  }

  run(request: EspeakRequest, signal: AbortSignal): Promise<EspeakAnswer> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.closed) {
      return Promise.reject(new TtsError('failed', 'The built-in voices are shut down.'));
    }
    return new Promise<EspeakAnswer>((resolve, reject) => {
      const onAbort = () => this.cancel(job, signal.reason);
      const timer = setTimeout(() => {
        this.cancel(
          job,
          new TtsError(
            'timeout',
            `The built-in voice took longer than ${Math.round(this.options.timeoutMs / 1000)} s.`,
          ),
        );
      }, this.options.timeoutMs);
      const job: Job = {
        id: this.nextId++,
        request,
        resolve,
        reject,
        settled: false,
        release: () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Stops every worker; pending and later requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      this.settle(job, new TtsError('failed', 'The built-in voices were shut down.'));
    }
    const shutDown = new TtsError('failed', 'The built-in voices were shut down.');
    await Promise.all(this.slots.slice().map((slot) => this.stop(slot, shutDown)));
    if (this.scratch !== undefined) rmSync(this.scratch, { recursive: true, force: true });
    this.scratch = undefined;
  }

  private settle(job: Job, outcome: EspeakAnswer | Error | unknown, ok = false): void {
    if (job.settled) return;
    job.settled = true;
    job.release();
    if (ok) job.resolve(outcome as EspeakAnswer);
    else job.reject(outcome);
  }

  private cancel(job: Job, reason: unknown): void {
    const queued = this.queue.indexOf(job);
    if (queued !== -1) this.queue.splice(queued, 1);
    this.settle(job, reason);
    const slot = this.slots.find((candidate) => candidate.job === job);
    if (slot === undefined) return;
    if (reason instanceof TtsError && reason.reason === 'timeout') {
      void this.stop(slot, reason);
      return;
    }
    // Aborted while running: the answer is awaited (and dropped), but not for ever.
    setTimeout(() => {
      if (slot.job === job) void this.stop(slot, new TtsError('timeout', 'Stuck worker'));
    }, this.options.timeoutMs).unref();
  }

  /**
   * Hands queued requests to idle workers. Workers are started when a request finds none free,
   * and then every missing one at once: a fork holds the server's event loop while the kernel
   * copies its page tables (tens of milliseconds for a big server process), so it happens at the
   * first voice-over, not in the middle of a later, longer one that needs one more worker.
   */
  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      const slot = this.slots.find((candidate) => candidate.job === null && !candidate.gone);
      if (slot === undefined) {
        if (this.slots.length >= this.options.size) break;
        while (this.slots.length < this.options.size) this.spawn();
        continue;
      }
      const job = this.queue.shift()!;
      slot.job = job;
      slot.child.ref();
      slot.child.channel?.ref();
      slot.child.send(
        { id: job.id, ...job.request, samplesPath: this.samplesPath(job) },
        (error) => {
          if (error) {
            void this.stop(slot, new TtsError('failed', 'The voice engine is not reachable.'));
          }
        },
      );
    }
    // Workers started without a request to run yet wait without keeping the process alive.
    for (const slot of this.slots) this.idle(slot);
  }

  private spawn(): Slot {
    const child = fork(this.options.workerPath, [], {
      serialization: 'advanced',
      // Not the server's flags (an inspector port, loaders for TypeScript): plain Node.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, job: null, gone: false };
    this.slots.push(slot);
    child.on('message', (reply: WorkerReply) => this.answer(slot, reply));
    child.once('exit', () => this.remove(slot));
    child.once('error', (error) => {
      void this.stop(slot, new TtsError('failed', 'The voice engine failed.', { cause: error }));
    });
    return slot;
  }

  private samplesPath(job: Job): string {
    this.scratch ??= mkdtempSync(
      path.join(this.options.scratchRoot ?? defaultScratchRoot(), 'reelwright-tts-'),
    );
    return path.join(this.scratch, `${job.id}.pcm`);
  }

  /**
   * A message from a worker. Its samples are in the job's file: the worker is free at once, and
   * the file goes to the caller as it is (no byte of it is read on this thread).
   */
  private answer(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (job === null || reply.id !== job.id) return;
    const file = this.samplesPath(job);
    if ('error' in reply) {
      void rm(file, { force: true });
      this.finish(slot, job, new TtsError(reply.error.reason, reply.error.message));
      return;
    }
    this.finish(slot, job, null);
    // A job already given up (aborted) keeps nothing.
    if (job.settled) {
      void rm(file, { force: true });
      return;
    }
    const { sampleRate, length, words } = reply;
    this.settle(job, { file, length, sampleRate, ...(words ? { words } : {}) }, true);
  }

  /**
   * The worker is done with the job: it takes the next one. An error settles the job here; a
   * success (null) is settled by the caller.
   */
  private finish(slot: Slot, job: Job, failure: Error | null): void {
    slot.job = null;
    if (failure !== null) this.settle(job, failure);
    this.idle(slot);
    this.pump();
  }

  /** An idle worker must not keep the process alive. */
  private idle(slot: Slot): void {
    if (slot.job !== null || slot.gone) return;
    slot.child.unref();
    slot.child.channel?.unref();
  }

  /** The worker exited (crash, kill, stop): its request fails, another may start. */
  private remove(slot: Slot): void {
    this.detach(slot, new TtsError('failed', 'The built-in voice engine stopped unexpectedly.'));
    this.pump();
  }

  /** Takes the worker out of the pool; the request it was running fails with `reason`. */
  private detach(slot: Slot, reason: Error): void {
    slot.gone = true;
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
    const job = slot.job;
    slot.job = null;
    if (job) {
      this.settle(job, reason);
      void rm(this.samplesPath(job), { force: true });
    }
  }

  /** Kills the worker (it holds no state worth a graceful end) and waits until it is gone. */
  private stop(slot: Slot, reason: Error): Promise<void> {
    this.detach(slot, reason);
    const { child } = slot;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      // An idle worker is unreferenced: without this, nothing would wait for its exit.
      child.ref();
      if (!child.kill('SIGKILL')) resolve();
    });
  }
}
