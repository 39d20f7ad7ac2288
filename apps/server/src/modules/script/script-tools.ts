import type {
  HooksBody,
  HooksResult,
  OutlineBody,
  OutlineResult,
  SectionBody,
  SectionResult,
} from '@reelwright/contracts';
import {
  scriptSections,
  sectionPlaceIn,
  sectionsAreParagraphs,
  spliceSection,
} from '@reelwright/script-kit';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { hooksIn, outlineIn } from './model-answers';
import type { ScriptWriter, TaskKind, WritingTask } from './writers/script-writer';

/** What the tools share with the script service: its writer, limit and failure answers. */
export type ScriptToolsContext = {
  writer: ScriptWriter;
  log: FastifyBaseLogger;
  limitAssist(userId: string): Promise<void>;
  /** Runs a writing task, streaming its pieces; answers the cleaned text. */
  write(task: WritingTask, signal: AbortSignal, onDelta?: (text: string) => void): Promise<string>;
  failure(kind: TaskKind, error: unknown): AppError;
};

/** Model answers sometimes arrive wrapped in quotes; a section never should be. */
const unquote = (text: string) => text.replace(/^["“«„'](.*)["”»“']$/su, '$1').trim();

/** A model may open the section with its heading again although it was asked not to. */
function withoutHeading(text: string, title: string): string {
  const [first = '', ...rest] = text.split('\n');
  const bare = (line: string) =>
    line
      .replace(/[:：]\s*$/u, '')
      .trim()
      .toLowerCase();
  return rest.length > 0 && bare(first) === bare(title) ? rest.join('\n').trim() : text;
}

function sectionNotFound(index: number, count: number): string {
  const has =
    count === 0
      ? 'the script has no sections'
      : `the script has ${count} ${count === 1 ? 'section' : 'sections'} (0 to ${count - 1})`;
  return `body.sectionIndex: ${has}; there is no section ${index}.`;
}

/**
 * Hooks, per-section rewrite and outline: each counts as one assist of the user's limit, like
 * key points; the section rewrite streams.
 */
export function createScriptTools(context: ScriptToolsContext) {
  const { writer, limitAssist, failure } = context;

  /** The writer's raw answer for a tool; a provider failure is the tool's failure. */
  async function answer(kind: 'hooks' | 'outline', ask: () => Promise<unknown>) {
    try {
      return await ask();
    } catch (error) {
      context.log.warn({ err: error, writer: writer.name }, `${kind} failed`);
      throw failure(kind, error);
    }
  }

  return {
    async hooks(userId: string, request: HooksBody, signal: AbortSignal): Promise<HooksResult> {
      await limitAssist(userId);
      const raw = await answer('hooks', () => writer.hooks(request, signal));
      const hooks = hooksIn(raw, request.language);
      if (!hooks) throw failure('hooks', new Error('no three hooks of different styles'));
      return { hooks, writer: writer.name };
    },

    async outline(
      userId: string,
      request: OutlineBody,
      signal: AbortSignal,
    ): Promise<OutlineResult> {
      await limitAssist(userId);
      const raw = await answer('outline', () => writer.outline(request, signal));
      const outline = outlineIn(raw);
      if (!outline) throw failure('outline', new Error('no valid outline in the answer'));
      return { outline, writer: writer.name };
    },

    /** One section rewritten; the rest of the script stays byte for byte. */
    async section(
      userId: string,
      request: SectionBody,
      signal: AbortSignal,
      onDelta?: (text: string) => void,
    ): Promise<SectionResult> {
      const { script, language, sectionIndex } = request;
      const sections = scriptSections(script, language);
      const found = sections[sectionIndex];
      if (found === undefined) {
        throw new AppError(
          400,
          'SECTION_NOT_FOUND',
          sectionNotFound(sectionIndex, sections.length),
        );
      }
      await limitAssist(userId);
      const oneParagraph = sectionsAreParagraphs(script, sections);
      const place = sectionPlaceIn(script, found);
      const body = script.slice(place.bodyStart, place.end);
      const text = await context.write(
        {
          kind: 'section',
          request,
          section: { kind: found.kind, title: found.title, body, oneParagraph },
        },
        signal,
        onDelta,
      );
      const rewritten = withoutHeading(unquote(text), found.title);
      if (rewritten === '') throw failure('section', new Error('empty section'));
      return {
        ...spliceSection(script, found, rewritten, { oneParagraph, language }),
        writer: writer.name,
      };
    },
  };
}
