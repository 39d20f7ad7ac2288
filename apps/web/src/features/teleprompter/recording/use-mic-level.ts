import { useEffect, useState } from 'react';
import { levelOf, smoothLevel } from '../core/mic-level';

/** How often the meter reads the microphone (about ten times a second is enough for the eye). */
const READ_EVERY_MS = 80;

/**
 * The live level (0..100) of `stream`'s microphone, read through a Web Audio AnalyserNode; 0
 * without a stream, a microphone or Web Audio. The analyser is not connected to the speakers.
 */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (
      stream === null ||
      stream.getAudioTracks().length === 0 ||
      typeof AudioContext === 'undefined'
    ) {
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    // The page was clicked to open the teleprompter, so the browser lets the context run.
    void context.resume().catch(() => {});
    const samples = new Float32Array(analyser.fftSize);
    let shown = 0;
    const id = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const next = smoothLevel(shown, levelOf(samples));
      if (next === shown) return;
      shown = next;
      setLevel(next);
    }, READ_EVERY_MS);
    return () => {
      window.clearInterval(id);
      source.disconnect();
      void context.close().catch(() => {});
      setLevel(0);
    };
  }, [stream]);

  return stream === null ? 0 : level;
}
