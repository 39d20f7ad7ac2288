import type { Hook, SectionBody, Writer } from '@reelwright/contracts';
import { scriptSections } from '@reelwright/script-kit';
import { useCallback } from 'react';
import { rewriteSection } from '../api/rewrite-section';
import { suggestHooks } from '../api/suggest-hooks';
import { suggestOutline } from '../api/suggest-outline';
import type { AiAction } from '../ai-failure-toast';
import type { TextRange } from '../passage-selection';
import type { ChangeSource } from '../project-saver';
import { bodyRangeOf, replaceSectionBody, rewrittenRange, spliceOptionsFor } from '../section-edit';
import type { StudioDocument } from '../studio-document';
import { withScript, type Recipe } from './use-studio-project';

/** How a section is rewritten: the creator's instruction, or made shorter or longer. */
export type SectionChange = Pick<SectionBody, 'instruction' | 'length'>;

type ScriptToolsOptions = {
  document: StudioDocument;
  edit: (recipe: Recipe, source?: ChangeSource) => void;
  stream: (recipe: Recipe) => void;
  /** Runs one AI action at a time; null when it failed (the user was told) or another runs. */
  run: <T>(action: AiAction, work: (signal: AbortSignal) => Promise<T>) => Promise<T | null>;
  /** Saves an AI change as one undoable step and selects `range` in it. */
  commit: (before: string, after: string, source: ChangeSource, range: TextRange | null) => void;
  isBusy: () => boolean;
  onWriter: (writer: Writer) => void;
};

/**
 * The script tools of `useAiActions`: an outline to write from, three hooks to choose from,
 * and a rewrite of one section. A chosen hook and a rewritten section replace only that
 * section's body and are saved as `improve` changes, one undo step each.
 */
export function useScriptTools({
  document,
  edit,
  stream,
  run,
  commit,
  isBusy,
  onWriter,
}: ScriptToolsOptions) {
  /** The outline's sections to edit before writing from them; null when it failed. */
  const outline = useCallback(async () => {
    const { topic, contentType, language, duration } = document;
    const result = await run('outline', (signal) =>
      suggestOutline({ topic, contentType, language, duration }, signal),
    );
    if (result === null) return null;
    onWriter(result.writer);
    return result.outline;
  }, [run, onWriter, document]);

  /** Three hooks that lead into the script as it is; null when it failed. */
  const hooks = useCallback(async () => {
    const { topic, contentType, language, script } = document;
    const result = await run('hooks', (signal) =>
      suggestHooks({ topic, contentType, language, script }, signal),
    );
    if (result === null) return null;
    onWriter(result.writer);
    return result.hooks;
  }, [run, onWriter, document]);

  /** The hook in place of the first section's body; false while AI is at work. */
  const applyHook = useCallback(
    (hook: Hook) => {
      const { script, language } = document;
      const sections = scriptSections(script, language);
      const first = sections[0];
      if (isBusy() || first === undefined) return false;
      const options = spliceOptionsFor(script, language, sections);
      const next = replaceSectionBody(script, first, hook.text, options);
      commit(script, next.script, 'improve', next.written);
      return true;
    },
    [commit, isBusy, document],
  );

  /** Rewrites the section at `index`, its new body streaming into its place; true when it did. */
  const rewrite = useCallback(
    async (index: number, change: SectionChange) => {
      const { topic, contentType, language, script } = document;
      const sections = scriptSections(script, language);
      const section = sections[index];
      if (isBusy() || section === undefined) return false;
      const options = spliceOptionsFor(script, language, sections);
      let streamed = '';
      const result = await run('section', (signal) =>
        rewriteSection(
          { script, sectionIndex: index, topic, contentType, language, ...change },
          {
            signal,
            onDelta: (text) => {
              streamed += text;
              stream(withScript(replaceSectionBody(script, section, streamed, options).script));
            },
          },
        ),
      );
      if (result === null) {
        edit(withScript(script));
        return false;
      }
      onWriter(result.writer);
      // The server's range starts at the heading; the new body is what gets selected.
      const written = rewrittenRange(script, result.script, bodyRangeOf(script, section));
      commit(script, result.script, 'improve', written);
      return true;
    },
    [run, edit, commit, stream, isBusy, onWriter, document],
  );

  return { outline, hooks, applyHook, rewrite };
}
