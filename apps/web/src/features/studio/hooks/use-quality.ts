import type { QualityAssessmentResult } from '@reelwright/contracts';
import {
  analyzeScript,
  gradeOf,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessQuality } from '../api/assess-quality';

/** Quiet time after the last change before the server is asked for its assessment. */
export const QUALITY_DELAY_MS = 2000;

export type QualityInput = {
  script: string;
  language: ScriptLanguage;
  topic: string;
  keyPoints: string[];
  /** A Short's duration scores its hook and payoff instead of sections. */
  duration: ScriptDuration;
  /** An AI answer is still arriving: no server request for text that is about to change. */
  paused: boolean;
};

type ServerAnswer = { key: string; quality: QualityAssessmentResult };

/**
 * The script's assessment: measured locally at once as the user types, replaced by the server's
 * answer (requested 2 s after the last change) while that answer is for the current text.
 */
export function useQuality({ script, language, topic, keyPoints, duration, paused }: QualityInput) {
  const { i18n } = useTranslation();
  const uiLanguage = i18n.language === 'ru' ? 'ru' : 'en';
  const pointsKey = keyPoints
    .map((point) => point.trim())
    .filter(Boolean)
    .join('\n');
  const deferredScript = useDeferredValue(script);

  const local = useMemo<QualityAssessmentResult | null>(() => {
    if (deferredScript.trim() === '') return null;
    const context = {
      language,
      topic: topic.trim(),
      keyPoints: pointsKey === '' ? [] : pointsKey.split('\n'),
      duration,
    };
    const assessment = analyzeScript(deferredScript, context, uiLanguage);
    return { ...assessment, grade: gradeOf(assessment.total_score), source: 'local' };
  }, [deferredScript, language, topic, pointsKey, duration, uiLanguage]);

  const key = JSON.stringify([script, language, topic.trim(), pointsKey, duration]);
  const [server, setServer] = useState<ServerAnswer | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  useEffect(() => {
    if (paused || script.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPendingKey(key);
      const points = pointsKey === '' ? [] : pointsKey.split('\n');
      const trimmedTopic = topic.trim();
      assessQuality(
        {
          script,
          language,
          ...(trimmedTopic === '' ? {} : { topic: trimmedTopic }),
          keyPoints: points,
          duration,
        },
        controller.signal,
      ).then(
        (quality) => {
          if (controller.signal.aborted) return;
          setServer({ key, quality });
          setPendingKey(null);
        },
        () => {
          // The local analysis stays on screen; a failed check is not worth an alert.
          if (!controller.signal.aborted) setPendingKey(null);
        },
      );
    }, QUALITY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, paused, script, language, topic, pointsKey, duration]);

  const fromServer = server !== null && server.key === key ? server.quality : null;
  // The server measures in English; its local measure is shown in the reader's language.
  const assessment =
    fromServer !== null && fromServer.source === 'local' && local !== null && uiLanguage !== 'en'
      ? { ...fromServer, recommendations: local.recommendations }
      : (fromServer ?? local);
  return { assessment, checking: pendingKey === key, fromServer: fromServer !== null };
}
