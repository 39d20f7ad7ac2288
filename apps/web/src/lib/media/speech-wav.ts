/** The rate speech is sent to the aligner at: plenty for words, a quarter of 44.1 kHz's bytes. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** 16-bit PCM WAV of mono samples in [-1, 1] (louder ones are clipped). */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const data = samples.length * 2;
  const buffer = new ArrayBuffer(44 + data);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + data, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, data, true);
  for (let i = 0; i < samples.length; i += 1) {
    const sample = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(sample * 0x7fff), true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/**
 * A recording's sound (a teleprompter take: WebM or MP4, which the server's aligner does not
 * read) as 16 kHz mono WAV, decoded and resampled by the browser.
 */
export async function speechWav(recording: Blob): Promise<Blob> {
  const context = new OfflineAudioContext(1, 1, SPEECH_SAMPLE_RATE);
  const decoded = await context.decodeAudioData(await recording.arrayBuffer());
  const mono = new Float32Array(decoded.length);
  for (let channel = 0; channel < decoded.numberOfChannels; channel += 1) {
    const samples = decoded.getChannelData(channel);
    for (let i = 0; i < mono.length; i += 1) mono[i]! += samples[i]! / decoded.numberOfChannels;
  }
  return encodeWav(mono, decoded.sampleRate);
}
