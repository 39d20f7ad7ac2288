import { addItem, createDocument } from '@reelwright/timeline';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorStoreProvider } from './editor-context';
import type { LibraryFile } from '../library/library-file';
import { createEditorStore, newItemFor } from './editor-store';
import { useDocumentValue } from './use-document-value';

const clip: LibraryFile = {
  id: 'clip',
  name: 'clip.mp4',
  type: 'videos',
  mediaType: 'videos',
  mimeType: 'video/mp4',
  size: 100,
  blob: new Blob(['x']),
  duration: 4,
  width: 640,
  height: 360,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
};

describe('useDocumentValue', () => {
  it('works the value out again when the document changes, not as the playhead moves', () => {
    const store = createEditorStore({ document: createDocument() });
    let runs = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EditorStoreProvider store={store}>{children}</EditorStoreProvider>
    );
    const { result, rerender } = renderHook(
      ({ track }: { track: string }) =>
        useDocumentValue((document) => {
          runs += 1;
          return document.tracks.find((each) => each.id === track)?.items.length ?? -1;
        }, track),
      { wrapper, initialProps: { track: 'main-video' } },
    );
    expect(result.current).toBe(0);
    const before = runs;
    act(() => {
      for (let frame = 1; frame <= 30; frame += 1) store.getState().seek(frame * 33);
    });
    expect(runs).toBe(before);

    act(() => store.getState().run((document) => addItem(document, newItemFor(clip, 'c1'), 0)));
    expect(result.current).toBe(1);
    // A new key (another track) is worked out too, on the same document.
    rerender({ track: 'overlay-1' });
    expect(result.current).toBe(0);
  });
});
