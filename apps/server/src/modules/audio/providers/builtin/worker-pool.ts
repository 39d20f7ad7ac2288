import { fork, type ChildProcess } from 'node:child_process';
import { TtsError } from '../tts-provider';

/** What the eSpeak worker is asked (see espeak-worker.mjs). */
export type EspeakRequest = { text: string; voice: string; wordsPerMinute: number };
/**
 * What it answers: mono 16-bit samples, in shared memory (a SharedArrayBuffer), and eSpeak's
 * word events as [textPosition, textLength, startSample, endSample] each (see
 * espeak-worker.mjs), when the engine reported them.
 */
export type EspeakSpeech = { samples: Int16Array; sampleRate: number; words?: Int32Array };

/** The answer comes in pieces: its size first, then the samples 256 KB at a time. */
type WorkerReply =
  | { id: number; sampleRate: number; length: number; words?: Int32Array }
  | { id: number; offset: number; piece: Int16Array }
  | { id: number; error: { reason: 'unknown_voice' | 'failed'; message: string } };

export type WorkerPoolOptions = {
  /** The worker script (espeak-worker.mjs). */
  workerPath: string | URL;
  /** Processes at most; each synthesizes one request at a time. */
  size: number;
  /** From the call to the answer, queueing included. */
  timeoutMs: number;
};

type Job = {
  id: number;
  request: EspeakRequest;
  resolve: (speech: EspeakSpeech) => void;
  reject: (error: unknown) => void;
  /** Answered, failed, aborted or timed out: later news about it is ignored. */
  settled: boolean;
  release: () => void;
  /** The answer so far, gathered piece by piece. */
  speech?: EspeakSpeech & { received: number };
};

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

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Process ids of the running workers. */
  pids(): number[] {
    return this.slots.flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid]));
  }

  run(request: EspeakRequest, signal: AbortSignal): Promise<EspeakSpeech> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.closed) {
      return Promise.reject(new TtsError('failed', 'The built-in voices are shut down.'));
    }
    return new Promise<EspeakSpeech>((resolve, reject) => {
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
  }

  private settle(job: Job, outcome: EspeakSpeech | Error | unknown, ok = false): void {
    if (job.settled) return;
    job.settled = true;
    job.release();
    if (ok) job.resolve(outcome as EspeakSpeech);
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
      slot.child.send({ id: job.id, ...job.request }, (error) => {
        if (error) {
          void this.stop(slot, new TtsError('failed', 'The voice engine is not reachable.'));
        }
      });
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

  /**
   * A message from a worker. The samples arrive in pieces, each copied at once into shared
   * memory of the announced size: every message is small work for the event loop, and the
   * result goes on to the CPU pool's threads without another copy.
   */
  private answer(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (job === null || reply.id !== job.id) return;
    if ('error' in reply) {
      this.finish(slot, job, new TtsError(reply.error.reason, reply.error.message));
      return;
    }
    if ('length' in reply) {
      job.speech = {
        samples: new Int16Array(new SharedArrayBuffer(reply.length * 2)),
        sampleRate: reply.sampleRate,
        ...(reply.words ? { words: reply.words } : {}),
        received: 0,
      };
    } else if (job.speech !== undefined) {
      // A job already given up (aborted) still reads its answer to the end, but keeps none.
      if (!job.settled) job.speech.samples.set(reply.piece, reply.offset);
      job.speech.received += reply.piece.length;
    }
    const speech = job.speech;
    if (speech !== undefined && speech.received >= speech.samples.length) {
      const { received: _received, ...answer } = speech;
      this.finish(slot, job, answer, true);
    }
  }

  /** The worker's answer is complete: the job settles and the worker takes the next one. */
  private finish(slot: Slot, job: Job, outcome: EspeakSpeech | Error, ok = false): void {
    slot.job = null;
    job.speech = undefined;
    this.settle(job, outcome, ok);
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
    if (job) this.settle(job, reason);
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
