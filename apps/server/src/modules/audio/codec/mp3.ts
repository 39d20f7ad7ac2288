import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { MPEGDecoder } from 'mpg123-decoder';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';
import type { Pcm } from '../providers/tts-provider';
import { MP3_SAMPLE_RATE } from './pcm';
import { resample } from './resample';

/*
 * MP3 with LAME compiled to WebAssembly (wasm-media-encoders, MIT). The architecture named
 * @breezystack/lamejs (LAME ported to JavaScript); the WASM build encodes the same MP3s about
 * 4.5 times faster (60 s of mono 44.1 kHz in ~0.45 s here against ~2 s), which matters because
 * every voice-over is encoded twice (the full version and its chunks). Decoding uses mpg123 in
 * WebAssembly (mpg123-decoder, MIT).
 */

export const MP3_BITRATE_KBPS = 128;
/**
 * Seconds by which our MP3s play late against the PCM they were made from: LAME's encoder delay
 * (576 samples) plus the MPEG decoder's own (529), at 44.1 kHz. The encoder writes no LAME/Xing
 * header, so decoders (mpg123, ffmpeg, browsers) have nothing to trim it by; measured with both
 * (codec tests). Word times are given in the MP3 as played, so they include it.
 */
export const MP3_PLAYBACK_DELAY_SECONDS = 1105 / MP3_SAMPLE_RATE;
/** Samples handed to LAME per call: a multiple of its 1 152-sample frame, ~1.7 s. */
const SLICE = 1152 * 64;
/** The event loop gets a turn after this many slices (~3.3 s of audio, ~30 ms of work). */
const SLICES_PER_TURN = 2;
/** Idle encoders kept for reuse; more exist only while that many encodes run at once. */
const MAX_IDLE_ENCODERS = 4;

type Mp3Encoder = WasmMediaEncoder<'audio/mpeg'>;

let wasm: Promise<Uint8Array> | undefined;
const idle: Mp3Encoder[] = [];

/** LAME's WASM binary, read once per process (the package's own loader decodes base64). */
function encoderWasm(): Promise<Uint8Array> {
  wasm ??= readFile(createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3'));
  wasm.catch(() => (wasm = undefined));
  return wasm;
}

/**
 * An initialized encoder. One encoder holds one stream's state, and an encode yields to the
 * event loop between slices, so two encodes at once take two encoders; finished ones are kept.
 */
async function takeEncoder(): Promise<Mp3Encoder> {
  return idle.pop() ?? holdOpen(createEncoder('audio/mpeg', await encoderWasm()));
}

/**
 * Node does not count a pending WebAssembly compilation as pending work: a script whose only
 * work left is one would exit (code 13) before it finishes. A timer holds the process open.
 */
async function holdOpen<T>(promise: Promise<T>): Promise<T> {
  const timer = setInterval(() => {}, 60_000);
  try {
    return await promise;
  } finally {
    clearInterval(timer);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The audio as a 128 kbps constant-bitrate mono MP3 at 44.1 kHz (resampled first if needed).
 * Runs on this thread in slices, letting other requests in every ~30 ms.
 */
export async function encodeMp3(pcm: Pcm): Promise<Uint8Array> {
  const { samples } = resample(pcm, MP3_SAMPLE_RATE);
  const encoder = await takeEncoder();
  encoder.configure({
    sampleRate: MP3_SAMPLE_RATE,
    channels: 1,
    bitrate: MP3_BITRATE_KBPS,
    outputSampleRate: MP3_SAMPLE_RATE,
  });
  const pieces: Uint8Array[] = [];
  let size = 0;
  // What `encode` and `finalize` return is a view into the encoder's memory: copied at once.
  const keep = (view: Uint8Array) => {
    if (view.length === 0) return;
    pieces.push(view.slice());
    size += view.length;
  };
  for (let start = 0, slice = 0; start < samples.length; start += SLICE, slice += 1) {
    if (slice > 0 && slice % SLICES_PER_TURN === 0) await nextTurn();
    keep(encoder.encode([samples.subarray(start, start + SLICE)]));
  }
  keep(encoder.finalize());
  // Only an encoder that finished cleanly goes back (a throw above leaves it out).
  if (idle.length < MAX_IDLE_ENCODERS) idle.push(encoder);

  const mp3 = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    mp3.set(piece, offset);
    offset += piece.length;
  }
  return mp3;
}

/** An MP3 (any MPEG audio layer, mono or stereo, any rate) as mono PCM at its own rate. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  const decoder = new MPEGDecoder();
  try {
    await holdOpen(decoder.ready);
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(bytes);
    if (samplesDecoded === 0 && (errors.length > 0 || sampleRate === 0)) {
      throw new Error(
        `The MP3 could not be decoded: ${errors[0]?.message ?? 'no MPEG audio frame found'}`,
      );
    }
    const channels = channelData.filter((channel) => channel.length > 0);
    if (channels.length <= 1) {
      return { samples: (channels[0] ?? new Float32Array(0)).slice(0, samplesDecoded), sampleRate };
    }
    const mono = new Float32Array(samplesDecoded);
    for (const channel of channels) {
      for (let i = 0; i < samplesDecoded; i += 1) mono[i]! += channel[i]! / channels.length;
    }
    return { samples: mono, sampleRate };
  } finally {
    decoder.free();
  }
}
