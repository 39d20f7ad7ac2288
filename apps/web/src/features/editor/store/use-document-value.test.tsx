import { addItem, createDocument } from '@reelwright/timeline';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EditorStoreProvider } from './editor-context';
import { whiteStill } from '../../../test/library-files';
import { createEditorStore, newItemFor } from './editor-store';
import { useDocumentValue } from './use-document-value';

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

    act(() =>
      store.getState().run((document) => addItem(document, newItemFor(whiteStill, 's1'), 0)),
    );
    const on = (track: string) =>
      store.getState().history.document.tracks.find((each) => each.id === track)!.items.length;
    expect(on('main-video') + on('overlay-1')).toBe(1);
    expect(result.current).toBe(on('main-video'));
    // A new key (another track) is worked out too, on the same document.
    rerender({ track: 'overlay-1' });
    expect(result.current).toBe(on('overlay-1'));
  });
});
