// The built-in voices' engine: eSpeak-NG compiled to WebAssembly (npm `espeak-ng`,
// GPL-3.0-or-later), run in a child process of its own, so the GPL program never shares a
// process with the server (ARCHITECTURE.md §3). The server forks this file
// (`child_process.fork`, advanced serialization) and talks to it over IPC:
//   parent → child  { id, text, voice, wordsPerMinute, samplesPath }
//   child → parent  { id, sampleRate, length, words }   (mono 16-bit, 22 050 Hz, `length` samples
//                   written to `samplesPath`, little-endian; `words`: Int32Array of
//                   [textPosition, textLength, startSample, endSample] per eSpeak word event,
//                   textPosition 1-based in code points of the text)
//                 | { id, error: { reason: 'unknown_voice' | 'failed', message } }
// The samples go through a file in the server's private scratch folder, not the IPC channel:
// the server reads the file straight into shared memory on libuv's threads, so the megabytes of
// a long voice-over never pass through its event loop as messages to decode and then collect
// (which cost it garbage collections of 40–50 ms).
// One request at a time; the parent keeps a small pool of these processes.
//
// Plain JavaScript importing only node_modules, because it runs as it is both from the sources
// (tests, `tsx`) and next to the bundle (`dist/espeak-worker.mjs`, copied by build.mjs).
//
// Speed: a new eSpeak instance costs 100–200 ms (the WASM module unpacks ~18 MB of voice data
// into its in-memory file system, and the debug build it ships makes that slow), more than
// synthesizing a whole sentence. So one instance is set up (runtime initialized, `main` not
// run), its linear memory is copied, and every request runs eSpeak's `main` and then puts the
// copy back: each run starts from exactly the same state, for a few milliseconds. Should a run
// fail in a way the copy may not cover (a trap, a grown memory), the instance is replaced.
//
// Word times: the build exports only the command line's `main`, and the command line keeps
// eSpeak's events to itself (its synth callback only writes the WAV). So the callback's slot in
// the WASM function table is found once per instance (wasm-table.mjs) and wrapped: the wrapper
// reads each buffer's event list (espeakEVENT_WORD: the word's character position and its first
// sample in the output) and hands the call on. The times are the engine's own, to the sample.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import ESpeakNg from 'espeak-ng';
import { findSynthCallbackSlot, wasmFunction } from './wasm-table.mjs';

const require = createRequire(import.meta.url);

// Background work: every thread of this process below the server's event loop (the server's
// BACKGROUND_NICE, src/workers/background-priority.ts). Threads made later inherit it.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), 10);
} catch {
  // Not Linux: the default priority.
}
const INPUT = '/input.txt';
const OUTPUT = '/output.wav';
/** A voice spec as eSpeak names them (`en-us`, `es-419`, `cmn+f3`): never an option. */
const VOICE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*(\+[a-z0-9]{1,8})?$/i;

const wasmBytes = readFileSync(require.resolve('espeak-ng/dist/espeak-ng.wasm'));
/** The compiled module, shared by every instance this process makes. */
const wasmModule = WebAssembly.compile(wasmBytes);
/** espeak_EVENT on wasm32: 9 words (type, id, text_position, length, audio_position, sample…). */
const EVENT_WORDS = 9;
const EVENT_WORD = 1;
/** A sample louder than this (of 32 768) is sound when a word's end is looked for. */
const SOUND_LEVEL = 300;

/** Runs `action` with stack traces off: the Emscripten file system throws (and catches) many. */
function quietly(action) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return action();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

async function createEngine() {
  const module = await wasmModule;
  const messages = [];
  let exports;
  let failInstantiation;
  const instantiationFailed = new Promise((_, reject) => (failInstantiation = reject));
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let espeak;
  try {
    espeak = await Promise.race([
      ESpeakNg({
        noInitialRun: true,
        instantiateWasm(imports, receive) {
          WebAssembly.instantiate(module, imports).then((instance) => {
            exports = instance.exports;
            receive(instance, module);
          }, failInstantiation);
          return {};
        },
        print() {},
        printErr(line) {
          messages.push(String(line));
        },
      }),
      instantiationFailed,
    ]);
  } finally {
    Error.stackTraceLimit = limit;
  }
  const { FS } = espeak;
  const memory = exports.memory;
  const snapshot = new Uint8Array(memory.buffer).slice();
  const stack = exports.stackSave();
  const openAtStart = new Set(FS.streams.flatMap((stream, fd) => (stream ? [fd] : [])));
  /** Word events of the run under way: [textPosition, textLength, sample] each. */
  let wordEvents = [];
  /** Whether the synth callback is wrapped, so that runs report their words. */
  let timed = false;

  /** Puts the instance back as it was before the run. */
  function restore() {
    for (const path of [INPUT, OUTPUT]) {
      try {
        FS.unlink(path);
      } catch {
        // not there
      }
    }
    FS.streams.forEach((stream, fd) => {
      if (stream && !openAtStart.has(fd)) FS.close(stream);
    });
    exports.stackRestore(stack);
    const heap = new Uint8Array(memory.buffer);
    heap.set(snapshot);
    if (heap.length > snapshot.length) heap.fill(0, snapshot.length);
  }

  /** Runs eSpeak's command line; the WAV it wrote (or null), its exit status, its messages. */
  function run(args, text) {
    messages.length = 0;
    FS.writeFile(INPUT, text);
    const encoder = new TextEncoder();
    const pointers = ['espeak-ng', ...args].map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const pointer = exports.stackAlloc(bytes.length);
      new Uint8Array(memory.buffer).set(bytes, pointer);
      return pointer;
    });
    const argv = exports.stackAlloc(4 * (pointers.length + 1));
    new Uint32Array(memory.buffer, argv, pointers.length + 1).set([...pointers, 0]);
    const grownBefore = memory.buffer.byteLength;
    let status;
    let crashed = false;
    try {
      status = quietly(() => exports.__main_argc_argv(pointers.length, argv));
    } catch (error) {
      // `exit(n)` inside eSpeak arrives as Emscripten's ExitStatus; anything else is a trap.
      if (error && error.name === 'ExitStatus') status = error.status;
      else {
        crashed = true;
        messages.push(String(error && error.message ? error.message : error));
      }
    }
    let wav = null;
    try {
      wav = FS.readFile(OUTPUT);
    } catch {
      // no output
    }
    restore();
    const events = wordEvents;
    wordEvents = [];
    return {
      wav,
      events: timed ? events : null,
      status,
      messages: messages.slice(),
      reusable: !crashed && memory.buffer.byteLength === grownBefore,
    };
  }

  /** Wraps the command line's synth callback so that its word events are kept. */
  function listenForWords() {
    const table = exports.__indirect_function_table;
    const slot = findSynthCallbackSlot(wasmBytes, table, () =>
      run(['-q', '-v', 'en-us', '-f', INPUT], 'a b'),
    );
    const callback = table.get(slot);
    table.set(
      slot,
      wasmFunction((wav, count, events) => {
        const heap = new Int32Array(memory.buffer);
        for (let at = events >> 2; heap[at] !== 0; at += EVENT_WORDS) {
          if (heap[at] === EVENT_WORD) wordEvents.push([heap[at + 2], heap[at + 3], heap[at + 5]]);
        }
        return callback(wav, count, events);
      }),
    );
  }

  // Without word events (another build of the package) speech still works, with no times.
  try {
    listenForWords();
    timed = true;
  } catch {
    // timed stays false
  }
  return { run, timed };
}

/**
 * Word events with the sample each word's sound ends at: the last audible sample before the
 * next word starts (pauses between words belong to neither).
 */
function timedWords(events, samples) {
  const words = new Int32Array(events.length * 4);
  events.forEach(([position, length, start], index) => {
    const from = Math.min(Math.max(0, start), samples.length);
    const next = Math.min(events[index + 1]?.[2] ?? samples.length, samples.length);
    let end = Math.max(from, next);
    while (end > from && Math.abs(samples[end - 1]) <= SOUND_LEVEL) end -= 1;
    words.set([position, length, from, end], index * 4);
  });
  return words;
}

/** The samples of eSpeak's WAV (PCM, 16-bit, mono). */
function parseWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') {
    throw new Error('eSpeak wrote no WAV file');
  }
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length;) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Unexpected WAV format ${format}/${channels}/${bits}`);
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (sampleRate === 0) throw new Error('WAV data before its format');
      // eSpeak may leave a placeholder size when it streams: the file's end is the data's.
      const length = Math.min(size, bytes.length - body) & ~1;
      const start = bytes.byteOffset + body;
      return { samples: new Int16Array(bytes.buffer.slice(start, start + length)), sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('The WAV file has no data');
}

let engine;

async function synthesize({ text, voice, wordsPerMinute }) {
  if (typeof voice !== 'string' || !VOICE.test(voice)) {
    return { error: { reason: 'unknown_voice', message: `Invalid voice "${voice}"` } };
  }
  const wpm = Math.min(450, Math.max(80, Math.round(Number(wordsPerMinute) || 175)));
  engine ??= createEngine();
  const current = engine;
  let result;
  try {
    result = (await current).run(
      ['-b', '1', '-w', OUTPUT, '-v', voice, '-s', String(wpm), '-f', INPUT],
      String(text),
    );
  } catch (error) {
    if (engine === current) engine = undefined;
    throw error;
  }
  if (!result.reusable && engine === current) engine = undefined;
  const said = result.messages.join(' ').trim();
  if (result.status !== 0 || result.wav === null) {
    if (/voice does not exist/i.test(said)) {
      return { error: { reason: 'unknown_voice', message: `eSpeak has no voice "${voice}"` } };
    }
    if (engine === current) engine = undefined;
    return {
      error: { reason: 'failed', message: `eSpeak failed (status ${result.status}): ${said}` },
    };
  }
  const speech = parseWav(result.wav);
  if (result.events === null) return speech;
  return { ...speech, words: timedWords(result.events, speech.samples) };
}

// Requests are answered in order, one at a time (the parent sends one at a time anyway).
let queue = Promise.resolve();
process.on('message', (request) => {
  queue = queue.then(async () => {
    let reply;
    try {
      reply = await synthesize(request);
    } catch (error) {
      reply = { error: { reason: 'failed', message: String(error?.message ?? error) } };
    }
    if (!process.connected) return;
    if (reply.error) {
      process.send({ id: request.id, error: reply.error });
      return;
    }
    const { samples, sampleRate, words } = reply;
    try {
      writeFileSync(
        request.samplesPath,
        new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength),
      );
    } catch (error) {
      process.send({
        id: request.id,
        error: { reason: 'failed', message: String(error?.message ?? error) },
      });
      return;
    }
    process.send({ id: request.id, sampleRate, length: samples.length, words });
  });
});

// The server went away (or closed the channel): nothing left to do.
process.on('disconnect', () => process.exit(0));

// Set the engine up while the first request is on its way.
const initial = createEngine();
engine = initial;
initial.catch(() => {
  if (engine === initial) engine = undefined;
});
