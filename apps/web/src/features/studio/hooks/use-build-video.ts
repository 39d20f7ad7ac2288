import type { Chapter } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BuildVideo, BuildVideoRequest, BuildVideoStep } from '../build-video';

export type BuildState =
  | { kind: 'idle' }
  | { kind: 'working'; step: BuildVideoStep }
  | { kind: 'done'; chapters: Chapter[] }
  | { kind: 'failed'; message: string };

/**
 * Runs 'Build my video' one at a time and says where it is; `onBuilt` gets the chapters to keep
 * on the project. Leaving the studio cancels a build still aligning.
 */
export function useBuildVideo(
  buildVideo: BuildVideo | undefined,
  onBuilt: (chapters: Chapter[]) => void,
) {
  const [state, setState] = useState<BuildState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const build = useCallback(
    async (request: Omit<BuildVideoRequest, 'signal'>) => {
      if (!buildVideo || running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setState({ kind: 'working', step: 'media' });
      try {
        const chapters = await buildVideo({ ...request, signal: controller.signal }, (step) => {
          if (!controller.signal.aborted) setState({ kind: 'working', step });
        });
        if (controller.signal.aborted) return;
        onBuilt(chapters);
        setState({ kind: 'done', chapters });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [buildVideo, onBuilt],
  );
  return { state, build };
}
