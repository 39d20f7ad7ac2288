import type { Usage, Voice } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { audioBlobOf } from '../api/fetch-audio-file';
import { generateVoiceOver } from '../api/generate-voice-over';
import { notifyVoiceOverFailure } from '../voice-over-failure-toast';
import { sampleTextFor } from '../voice-over-take';

export type VoicePreviewState =
  { kind: 'idle' } | { kind: 'loading'; voiceId: string } | { kind: 'playing'; voiceId: string };

type Playback = { audio: HTMLAudioElement; url: string };

/**
 * Plays a short sample of a voice. A sample is a real voice-over (it counts against the plan),
 * so each voice's sample is made once and kept for the rest of the session; the chosen speed
 * is applied while playing, not by asking for another sample.
 */
export function useVoicePreview(onUsageChange?: (usage: Usage) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<VoicePreviewState>({ kind: 'idle' });
  const samples = useRef(new Map<string, Blob>());
  const playback = useRef<Playback | null>(null);
  const controller = useRef<AbortController | null>(null);

  const latest = useRef({ t, navigate, onUsageChange });
  useEffect(() => {
    latest.current = { t, navigate, onUsageChange };
  });

  const release = useCallback(() => {
    const current = playback.current;
    if (current === null) return;
    playback.current = null;
    current.audio.pause();
    current.audio.removeAttribute('src');
    URL.revokeObjectURL(current.url);
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    release();
    setState({ kind: 'idle' });
  }, [release]);

  useEffect(
    () => () => {
      controller.current?.abort();
      release();
    },
    [release],
  );

  const preview = useCallback(
    async (voice: Voice, playbackRate: number) => {
      stop();
      const voiceId = voice.voice_id;
      let sample = samples.current.get(voiceId);
      if (sample === undefined) {
        const current = new AbortController();
        controller.current = current;
        setState({ kind: 'loading', voiceId });
        const text = sampleTextFor(voice);
        try {
          const result = await generateVoiceOver(
            { text, voiceId, speed: 1 },
            { signal: current.signal },
          );
          sample = await audioBlobOf(
            { url: result.audioUrl, audioBase64: result.audioBase64 },
            current.signal,
          );
          samples.current.set(voiceId, sample);
          latest.current.onUsageChange?.(result.usage);
        } catch (error) {
          const { t: translate, navigate: go } = latest.current;
          notifyVoiceOverFailure(error, text.length, translate, () => void go('/pricing'));
          if (controller.current === current) setState({ kind: 'idle' });
          return;
        } finally {
          if (controller.current === current) controller.current = null;
        }
        // Another preview (or leaving) took over while this sample was being made.
        if (current.signal.aborted) return;
      }
      const url = URL.createObjectURL(sample);
      const audio = new Audio(url);
      audio.playbackRate = playbackRate;
      playback.current = { audio, url };
      const finish = () => {
        if (playback.current?.audio !== audio) return;
        release();
        setState({ kind: 'idle' });
      };
      audio.addEventListener('ended', finish);
      audio.addEventListener('error', finish);
      setState({ kind: 'playing', voiceId });
      await audio.play().catch(finish);
    },
    [stop, release],
  );

  return { state, preview, stop };
}
