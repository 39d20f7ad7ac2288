import {
  extendScript,
  extendShortScript,
  improvePassage,
  streamPieces,
  suggestKeyPoints,
  writeScript,
} from '../offline-writer';
import type { ScriptWriter, WritingTask } from './script-writer';

function textFor(task: WritingTask): string {
  switch (task.kind) {
    case 'generate':
      return writeScript(task.request);
    case 'improve':
      return improvePassage(task.request);
    case 'extend':
      return task.room === undefined
        ? extendScript(task.request)
        : extendShortScript(task.request, task.room);
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
    async rubric() {
      return null;
    },
  };
}
