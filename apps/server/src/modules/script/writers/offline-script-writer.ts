import {
  extendScript,
  extendShortScript,
  improvePassage,
  rewriteSection,
  streamPieces,
  suggestKeyPoints,
  writeHooks,
  writeOutline,
  writeOutlinedScript,
  writeScript,
} from '../offline-writer';
import type { ScriptWriter, WritingTask } from './script-writer';

function textFor(task: WritingTask): string {
  switch (task.kind) {
    case 'generate':
      return task.request.outline === undefined
        ? writeScript(task.request)
        : writeOutlinedScript(task.request, task.request.outline);
    case 'improve':
      return improvePassage(task.request);
    case 'extend':
      return task.room === undefined
        ? extendScript(task.request)
        : extendShortScript(task.request, task.room);
    case 'section':
      return rewriteSection({ ...task.request, body: task.section.body });
  }
}

/** The built-in writer used when no AI provider is configured: composed from phrase banks. */
export function createOfflineWriter(): ScriptWriter {
  return {
    name: 'offline',
    async *write(task, signal) {
      for (const piece of streamPieces(textFor(task))) {
        if (signal.aborted) return;
        yield piece;
      }
    },
    async keyPoints(request) {
      return suggestKeyPoints(request);
    },
    async hooks(request) {
      return { hooks: writeHooks(request) };
    },
    async outline(request) {
      return { outline: writeOutline(request) };
    },
    async rubric() {
      return null;
    },
  };
}
