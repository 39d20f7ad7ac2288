import type { Usage } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { generateVoiceOver, type VoiceOverProgress } from '../api/generate-voice-over';
import { notifyVoiceOverFailure } from '../voice-over-failure-toast';
import { takeFromAudio, type VoiceOverTake } from '../voice-over-take';

export type VoiceOverGeneration =
  | { kind: 'idle' }
  /** `progress` is null until the first chunk is spoken. */
  | { kind: 'generating'; progress: VoiceOverProgress | null };

export type VoiceOverRequest = { text: string; voiceId: string; speed: number };

/**
 * Generates a voice-over of the script, one at a time and stoppable, following the server's
 * progress events; keeps the latest one as a take for the player. Failures become the spec's audio alerts.
 */
export function useVoiceOver(onUsageChange?: (usage: Usage) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState<VoiceOverGeneration>({ kind: 'idle' });
  const [take, setTake] = useState<VoiceOverTake | null>(null);
  const controller = useRef<AbortController | null>(null);

  const latest = useRef({ t, navigate, onUsageChange });
  useEffect(() => {
    latest.current = { t, navigate, onUsageChange };
  });
  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(async ({ text, voiceId, speed }: VoiceOverRequest) => {
    const { t: translate, navigate: go } = latest.current;
    if (text.trim() === '') {
      notify({ type: 'warning', title: translate('voice.errors.noScript') });
      return;
    }
    if (controller.current !== null) return;
    const current = new AbortController();
    controller.current = current;
    setGeneration({ kind: 'generating', progress: null });
    try {
      const result = await generateVoiceOver(
        { text, voiceId, speed },
        {
          signal: current.signal,
          onProgress: (progress) => setGeneration({ kind: 'generating', progress }),
        },
      );
      setTake(takeFromAudio(result, new Date()));
      latest.current.onUsageChange?.(result.usage);
    } catch (error) {
      notifyVoiceOverFailure(error, text.length, translate, () => void go('/pricing'));
    } finally {
      if (controller.current === current) controller.current = null;
      setGeneration({ kind: 'idle' });
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { generation, take, generate, stop };
}
