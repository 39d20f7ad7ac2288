import type { GeneratedThumbnails, ThumbnailProgress } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ZodError } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { generateThumbnails, type GenerateThumbnailsInput } from '../api/generate-thumbnails';
import { COMPLETE_HOLD_MS, type GenerationStage } from '../generation-progress';
import {
  failedSlots,
  finalSlots,
  pendingSlots,
  readyThumbnails,
  withThumbnail,
  type Slot,
} from '../thumbnail-slots';

export type GenerationPhase =
  | { kind: 'idle' }
  | { kind: 'running'; stage: GenerationStage; done: number; total: number }
  /** `message` null: none came back and the server gave no reason ('No thumbnails were generated') */
  | { kind: 'failed'; message: string | null; code: string | null };

type Generate = typeof generateThumbnails;

const VARIATIONS = 3;

function failureOf(error: unknown): { message: string | null; code: string | null } {
  if (error instanceof ApiError) return { message: error.message, code: error.code ?? null };
  if (error instanceof ZodError) return { message: error.issues[0]?.message ?? null, code: null };
  return { message: error instanceof Error ? error.message : null, code: null };
}

/**
 * One generation at a time (spec §4): placeholders and 'connecting' at once, the stream's
 * progress fills the slots in order, 'Complete!' for a second, then idle. A failure marks every
 * slot failed with the server's message and code. Leaving cancels the request.
 */
export function useThumbnailGeneration({
  onDone,
  generate = generateThumbnails,
}: {
  /** after a generation answered, with its thumbnails and the user's new usage */
  onDone?: (result: GeneratedThumbnails) => void;
  generate?: Generate;
} = {}) {
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [phase, setPhase] = useState<GenerationPhase>({ kind: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      clearTimeout(timerRef.current);
    },
    [],
  );

  const start = useCallback(
    async (prepare: () => Promise<GenerateThumbnailsInput>) => {
      if (controllerRef.current !== null) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      clearTimeout(timerRef.current);
      setSlots(pendingSlots(VARIATIONS));
      setPhase({ kind: 'running', stage: 'connecting', done: 0, total: VARIATIONS });
      const onProgress = ({ stage, done, total, thumbnail }: ThumbnailProgress) => {
        if (controller.signal.aborted) return;
        setPhase({ kind: 'running', stage, done, total });
        if (thumbnail !== undefined) setSlots((current) => withThumbnail(current ?? [], thumbnail));
      };
      try {
        const body = await prepare();
        const result = await generate(
          { ...body, count: VARIATIONS },
          { signal: controller.signal, onProgress },
        );
        if (controller.signal.aborted) return;
        const final = finalSlots(VARIATIONS, result.thumbnails);
        setSlots(final);
        onDoneRef.current?.(result);
        if (readyThumbnails(final).length === 0) {
          const reason = result.thumbnails.find((item) => item.errorMessage)?.errorMessage;
          setPhase({ kind: 'failed', message: reason ?? null, code: null });
          return;
        }
        setPhase({ kind: 'running', stage: 'complete', done: VARIATIONS, total: VARIATIONS });
        timerRef.current = setTimeout(() => setPhase({ kind: 'idle' }), COMPLETE_HOLD_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        setSlots(failedSlots(VARIATIONS));
        setPhase({ kind: 'failed', ...failureOf(error) });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [generate],
  );

  return { slots, phase, busy: phase.kind === 'running', start };
}
