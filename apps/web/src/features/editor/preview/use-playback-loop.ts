import { useEffect } from 'react';
import { useEditor, useEditorStore } from '../store/editor-context';

/**
 * While the editor plays, moves the playhead by the real time elapsed (performance.now) once per
 * animation frame, and stops at the end of the timeline. A seek made during playback (a click on
 * the ruler, a skip button) is followed from where it lands.
 */
export function usePlaybackLoop(): void {
  const store = useEditorStore();
  const playing = useEditor((state) => state.playing);

  useEffect(() => {
    if (!playing) return;
    let startedAt = performance.now();
    let startPlayhead = store.getState().playhead;
    // The playhead this loop last wrote: anything else means somebody seeked.
    let written = startPlayhead;
    let frame = 0;
    let stopped = false;

    const step = () => {
      if (stopped) return;
      const state = store.getState();
      if (!state.playing) return;
      const now = performance.now();
      if (state.playhead !== written) {
        startedAt = now;
        startPlayhead = state.playhead;
      }
      // From the start of the run, not frame by frame: rounding to whole ms never accumulates.
      const next = startPlayhead + (now - startedAt);
      const total = state.history.document.totalDuration;
      if (next >= total) {
        state.seek(total);
        state.setPlaying(false);
        return;
      }
      state.seek(next);
      written = store.getState().playhead;
      frame = requestAnimationFrame(step);
    };

    frame = requestAnimationFrame(step);
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
    };
  }, [playing, store]);
}
