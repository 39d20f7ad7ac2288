import type { OutlineSection, Usage, Writer } from '@reelwright/contracts';
import { insertBeforeClosing } from '@reelwright/script-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { extendScript } from '../api/extend-script';
import { generateScript } from '../api/generate-script';
import { improvePassage } from '../api/improve-passage';
import { suggestKeyPoints } from '../api/suggest-key-points';
import { notifyAiFailure, type AiAction } from '../ai-failure-toast';
import type { ChangeSource } from '../project-saver';
import type { TextRange } from '../passage-selection';
import { filledKeyPoints, type StudioDocument } from '../studio-document';
import { useScriptTools } from './use-script-tools';
import { withScript, type Recipe } from './use-studio-project';

export type { TextRange };

type AiChange = { before: string; after: string };

export type AiActionsOptions = {
  document: StudioDocument;
  edit: (recipe: Recipe, source?: ChangeSource) => void;
  stream: (recipe: Recipe) => void;
  onUsageChange?: ((usage: Usage) => void) | undefined;
};

/** The script with `range` replaced by `text`. */
export const replaceRange = (script: string, range: TextRange, text: string) =>
  script.slice(0, range.start) + text + script.slice(range.end);

/** Keeps an AI change for undo; true when there is one to undo. */
function remember(stack: AiChange[], before: string, after: string): boolean {
  if (before !== after) stack.push({ before, after });
  return stack.length > 0;
}

/**
 * The studio's AI work: key points, outline, generate, improve, extend, hooks and section
 * rewrites, one at a time and stoppable.
 * Streamed text shows as it arrives; the finished answer is saved with its source. Each AI
 * change can be undone (Ctrl+Z) until the user edits the text themselves.
 */
export function useAiActions({ document, edit, stream, onUsageChange }: AiActionsOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<AiAction | null>(null);
  const [writer, setWriter] = useState<Writer | null>(null);
  /** The stretch an AI change just wrote, to select in the editor. */
  const [written, setWritten] = useState<TextRange | null>(null);
  const controller = useRef<AbortController | null>(null);
  const undoStack = useRef<AiChange[]>([]);
  /** The last change was the AI's, so Ctrl+Z can take it back. */
  const [undoable, setUndoable] = useState(false);

  const latest = useRef({ t, navigate, onUsageChange });
  useEffect(() => {
    latest.current = { t, navigate, onUsageChange };
  });
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs one action; answers its result, or null after telling the user why it failed. */
  const run = useCallback(
    async <T>(action: AiAction, work: (signal: AbortSignal) => Promise<T>): Promise<T | null> => {
      if (controller.current !== null) return null;
      const current = new AbortController();
      controller.current = current;
      setBusy(action);
      try {
        return await work(current.signal);
      } catch (error) {
        const { t: translate, navigate: go } = latest.current;
        notifyAiFailure(action, error, translate, () => void go('/pricing'));
        return null;
      } finally {
        if (controller.current === current) controller.current = null;
        setBusy(null);
      }
    },
    [],
  );

  /** Saves an AI change with its source as one step Ctrl+Z takes back; `range` is selected. */
  const commit = useCallback(
    (before: string, after: string, source: ChangeSource, range: TextRange | null) => {
      setUndoable(remember(undoStack.current, before, after));
      setWritten(range);
      edit(withScript(after), source);
    },
    [edit],
  );

  const suggest = useCallback(async () => {
    const { topic, contentType, language } = document;
    const result = await run('keyPoints', (signal) =>
      suggestKeyPoints({ topic, contentType, language }, signal),
    );
    if (result === null) return;
    setWriter(result.writer);
    edit((doc) => ({ ...doc, keyPoints: result.points.length > 0 ? result.points : [''] }));
  }, [run, edit, document]);

  /** Writes the script from the brief, following `sections` in order when given. */
  const generate = useCallback(
    async (sections?: OutlineSection[]) => {
      if (controller.current !== null) return;
      const { topic, contentType, language, duration, keyPoints, script } = document;
      stream(withScript(''));
      const body = {
        topic,
        contentType,
        language,
        duration,
        keyPoints: filledKeyPoints(keyPoints),
        ...(sections === undefined ? {} : { outline: sections }),
      };
      const result = await run('generate', (signal) =>
        generateScript(body, {
          signal,
          onDelta: (text) => stream((doc) => ({ ...doc, script: doc.script + text })),
        }),
      );
      if (result === null) return edit(withScript(script));
      setWriter(result.writer);
      latest.current.onUsageChange?.(result.usage);
      commit(script, result.script, 'generate', null);
    },
    [run, edit, commit, stream, document],
  );

  /** New sections go before the script's call to action and outro, as they stream in. */
  const extend = useCallback(async () => {
    if (controller.current !== null) return;
    const { topic, contentType, language, duration, script } = document;
    let added = '';
    const place = (text: string) => insertBeforeClosing(script, text, language);
    const result = await run('extend', (signal) =>
      extendScript(
        { script, topic, contentType, language, duration },
        {
          signal,
          onDelta: (text) => {
            added += text;
            stream(withScript(place(added).script));
          },
        },
      ),
    );
    if (result === null) return edit(withScript(script));
    setWriter(result.writer);
    const next = place(result.extension);
    commit(script, next.script, 'extend', { start: next.start, end: next.end });
  }, [run, edit, commit, stream, document]);

  /** Rewrites exactly `range` of the script (not the first equal text); true when it did. */
  const improve = useCallback(
    async (range: TextRange, command: string, onDelta: (text: string) => void) => {
      const { script, language, duration } = document;
      const selectedText = script.slice(range.start, range.end);
      const result = await run('improve', (signal) =>
        improvePassage(
          { selectedText, improvementCommand: command, script, language, duration },
          { signal, onDelta },
        ),
      );
      if (result === null) return false;
      setWriter(result.writer);
      // The answer comes trimmed; the selection's own spacing stays around it.
      const [, lead = '', , trail = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(selectedText) ?? [];
      const replacement = lead + result.improvedText.trim() + trail;
      const next = replaceRange(script, range, replacement);
      commit(script, next, 'improve', {
        start: range.start,
        end: range.start + replacement.length,
      });
      return true;
    },
    [run, commit, document],
  );

  const isBusy = useCallback(() => controller.current !== null, []);
  const tools = useScriptTools({
    document,
    edit,
    stream,
    run,
    commit,
    isBusy,
    onWriter: setWriter,
  });

  /**
   * Puts an earlier version of the script back as one change: saved at once as a restore (so it
   * is itself a version), and Ctrl+Z takes it back like an AI change. False while AI is at work.
   */
  const restore = useCallback(
    (script: string) => {
      if (controller.current !== null) return false;
      commit(document.script, script, 'restore', null);
      return true;
    },
    [commit, document],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Ctrl+Z right after an AI change: puts the text before it back. False when there is none. */
  const undoAiChange = useCallback(() => {
    const last = undoStack.current.at(-1);
    if (last === undefined || last.after !== document.script) return false;
    undoStack.current.pop();
    setUndoable(undoStack.current.length > 0);
    setWritten(null);
    edit(withScript(last.before));
    return true;
  }, [edit, document]);

  /** The user typed: from here on undo is the browser's own. */
  const forgetAiChanges = useCallback(() => {
    undoStack.current = [];
    setUndoable(false);
  }, []);

  return {
    busy,
    writer,
    written,
    undoable,
    suggest,
    generate,
    extend,
    improve,
    ...tools,
    restore,
    stop,
    undoAiChange,
    forgetAiChanges,
  };
}
