import { assembleVideo, type AssemblyChapter } from '@reelwright/timeline';
import { useEffect } from 'react';
import type { EditorStore } from '../store/editor-store';
import type { AssemblyHandoff } from './assembly-handoff';

let built = 0;
const newId = () => `built-${Date.now()}-${++built}`;

/**
 * Builds each plan 'Build my video' hands over on this editor's timeline — one undo step, so
 * Ctrl+Z takes the whole build back — and answers with the chapters it computed.
 */
export function useIncomingAssembly(editor: EditorStore, assemblies: AssemblyHandoff | undefined) {
  useEffect(
    () =>
      assemblies?.subscribe((plan) => {
        let chapters: AssemblyChapter[] = [];
        editor.getState().run((document) => {
          const result = assembleVideo(document, plan, { newId, now: Date.now });
          chapters = result.chapters;
          return result;
        });
        editor.getState().seek(0);
        return chapters;
      }),
    [assemblies, editor],
  );
}
