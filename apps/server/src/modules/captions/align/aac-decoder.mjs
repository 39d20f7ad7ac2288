// AAC (M4A) decoding for the aligner: FAAD2 compiled to WebAssembly (npm `@audio/decode-aac`,
// GPL-2.0-or-later), run in a child process of its own so the GPL program never shares a process
// with the server (ARCHITECTURE.md §3), like the built-in voices' eSpeak worker. The aligner's
// worker thread forks this file (`child_process.fork`, advanced serialization) once per file:
//   parent → child  { bytes: Uint8Array }                     (the whole M4A)
//   child → parent  { samples: Float32Array, sampleRate }     (mono: the channels averaged)
//                 | { problem: string }                       (not an AAC file it can read)
// then exits. The decoder trims the encoder's priming and padding by the track's edit list (or
// iTunes' iTunSMPB tag), so sample 0 is the first sample of the source the M4A was made from.
//
// Plain JavaScript importing only node_modules: it runs as it is from the sources (tests, tsx)
// and next to the bundles (dist/ and dist/workers/, copied by build.mjs).
import { setPriority } from 'node:os';
import decode from '@audio/decode-aac';

try {
  setPriority(10); // background work, below the server's event loop
} catch {
  // not allowed here: run at normal priority
}

function mono(channelData) {
  if (channelData.length === 1) return channelData[0];
  const length = channelData[0]?.length ?? 0;
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const channel of channelData) sum += channel[i];
    samples[i] = sum / channelData.length;
  }
  return samples;
}

process.once('message', async ({ bytes }) => {
  let reply;
  try {
    const { channelData, sampleRate } = await decode(bytes);
    const samples = mono(channelData ?? []);
    reply =
      samples && samples.length > 0 && sampleRate > 0
        ? { samples, sampleRate }
        : { problem: 'its AAC audio decodes to nothing' };
  } catch {
    reply = { problem: 'its AAC audio cannot be decoded' };
  }
  process.send(reply, () => process.exit(0));
});
