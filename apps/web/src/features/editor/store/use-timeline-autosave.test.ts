import { addItem, moveItem, type TimelineDocument } from '@reelwright/timeline';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from './editor-store';
import { useTimelineAutosave } from './use-timeline-autosave';

const clip = { id: 'c', mediaId: 'f', name: 'clip.webm', url: '', type: 'videos' as const };

describe('useTimelineAutosave', () => {
  it('hears each edit, and a drag only once it ends', () => {
    const store = createEditorStore({ now: () => 1 });
    const saved: TimelineDocument[] = [];
    renderHook(() => useTimelineAutosave(store, (document) => saved.push(document)));

    store.getState().run((document) => addItem(document, clip, 0));
    expect(saved).toHaveLength(1);

    store.getState().beginGesture({ kind: 'moving', push: false });
    for (const startTime of [1000, 2000, 3000])
      store
        .getState()
        .gestureStep((document) => moveItem(document, 'c', { startTime, mode: 'exact' }));
    expect(saved).toHaveLength(1);
    store.getState().endGesture();
    expect(saved).toHaveLength(2);
    expect(saved[1]!.tracks[3]!.items[0]!.startTime).toBe(3000);

    // Undo is an edit too; a cancelled drag that changed nothing is not.
    store.getState().undo();
    expect(saved).toHaveLength(3);
    store.getState().beginGesture({ kind: 'moving', push: false });
    store
      .getState()
      .gestureStep((document) => moveItem(document, 'c', { startTime: 9000, mode: 'exact' }));
    store.getState().cancelGesture();
    expect(saved).toHaveLength(3);
  });
});
