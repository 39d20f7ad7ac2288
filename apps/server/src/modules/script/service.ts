import type {
  ExtendBody,
  GenerateScriptBody,
  ImproveBody,
  KeyPointsBody,
  QualityAssessmentResult,
  QualityBody,
  Usage,
  Writer,
} from '@reelwright/contracts';
import {
  analyzeScript,
  cleanScript,
  fitToLength,
  gradeOf,
  insertBeforeClosing,
  isShortForm,
  lengthLeft,
  lengthRange,
  measureLength,
  minAddition,
  parseKeyPoints,
  spokenText,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limiter';
import type { Reservation, UsageService } from '../usage/service';
import { blendRubric } from './blend-rubric';
import { createScriptTools } from './script-tools';
import { lengthIn, secondsOf } from './prompts/short-form-rules';
import {
  WriterError,
  type ScriptWriter,
  type TaskKind,
  type WritingTask,
} from './writers/script-writer';

/** The spec's messages when the AI fails (section 8). */
export const FAILURE_MESSAGES: Record<TaskKind, string> = {
  generate: 'Script generation failed. Please try again.',
  'key-points': 'Key points generation failed. Please try again.',
  improve: 'Script improvement failed. Please try again.',
  extend: 'Script extension failed. Please try again.',
  quality: 'Script quality analysis failed. Please try again.',
  hooks: 'Hook writing failed. Please try again.',
  section: 'Section rewrite failed. Please try again.',
  outline: 'Outline generation failed. Please try again.',
};

const failure = (kind: TaskKind, error: unknown) =>
  error instanceof WriterError && error.reason === 'timeout'
    ? new AppError(504, 'AI_TIMEOUT', FAILURE_MESSAGES[kind])
    : new AppError(502, 'AI_FAILED', FAILURE_MESSAGES[kind]);

/** Model answers sometimes arrive wrapped in quotes; a replacement passage never should be. */
const unquote = (text: string) => text.replace(/^["“«„'](.*)["”»“']$/su, '$1').trim();

/** A Short's duration, or `undefined` for a long video (whose length nothing caps). */
const shortDuration = (duration: ScriptDuration | undefined) =>
  duration !== undefined && isShortForm(duration) ? duration : undefined;

/** A Short already at (or past) its length: more text would make the video run over. */
function atLength(script: string, duration: ScriptDuration, language: ScriptLanguage) {
  const { max } = lengthRange(duration, language);
  const length = measureLength(spokenText(script), language);
  return new AppError(
    422,
    'SCRIPT_AT_LENGTH',
    `This ${secondsOf(duration)}-second script is already at its length (${lengthIn(language, length)} of at most ${max}). Cut something first, or choose a longer duration.`,
  );
}

export type ScriptServiceDeps = {
  writer: ScriptWriter;
  usage: UsageService;
  /** Key points, improve and extend: not counted, but limited per user. */
  assistLimiter: RateLimiter;
  log: FastifyBaseLogger;
};

export function createScriptService(deps: ScriptServiceDeps) {
  const { writer } = deps;

  async function limitAssist(userId: string) {
    const decision = await deps.assistLimiter.hit(`assist:${userId}`);
    if (!decision.allowed) {
      throw new AppError(
        429,
        'RATE_LIMITED',
        `Too many AI requests. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
        { 'retry-after': String(decision.retryAfterSeconds) },
      );
    }
  }

  /** Runs a writing task, passing each piece on as it arrives; answers the cleaned text. */
  async function write(task: WritingTask, signal: AbortSignal, onDelta?: (text: string) => void) {
    let text = '';
    try {
      for await (const piece of writer.write(task, signal)) {
        text += piece;
        onDelta?.(piece);
      }
    } catch (error) {
      deps.log.warn({ err: error, task: task.kind, writer: writer.name }, 'script writer failed');
      throw failure(task.kind, error);
    }
    if (signal.aborted) throw failure(task.kind, new Error('client went away'));
    // A long script written from an outline keeps its sections' headings.
    const keepHeadings =
      task.kind === 'generate' &&
      task.request.outline !== undefined &&
      !isShortForm(task.request.duration);
    const cleaned = cleanScript(text, { keepHeadings });
    if (cleaned === '') throw failure(task.kind, new Error('empty answer'));
    return cleaned;
  }

  return {
    writerName: writer.name as Writer,

    /** Counts one assist for the user; 429 RATE_LIMITED past the limit (the publish pack's too). */
    limitAssist,

    /** Counts one script up front (so parallel requests cannot overrun the plan), refunds on failure. */
    async generate(
      userId: string,
      request: GenerateScriptBody,
      signal: AbortSignal,
      onDelta?: (text: string) => void,
    ): Promise<{ script: string; writer: Writer; usage: Usage }> {
      const reservation: Reservation = await deps.usage.consume(userId, 'scriptsGenerated', 1);
      try {
        const script = await write({ kind: 'generate', request }, signal, onDelta);
        return { script, writer: writer.name, usage: await deps.usage.usageOf(userId) };
      } catch (error) {
        await deps.usage.refund(reservation);
        throw error;
      }
    },

    async keyPoints(userId: string, request: KeyPointsBody, signal: AbortSignal) {
      await limitAssist(userId);
      let raw: unknown;
      try {
        raw = await writer.keyPoints(request, signal);
      } catch (error) {
        deps.log.warn({ err: error, writer: writer.name }, 'key points failed');
        throw failure('key-points', error);
      }
      const points = parseKeyPoints(raw);
      if (points.length === 0) throw failure('key-points', new Error('no points in the answer'));
      return { points, writer: writer.name };
    },

    async improve(
      userId: string,
      request: ImproveBody,
      signal: AbortSignal,
      onDelta?: (text: string) => void,
    ) {
      await limitAssist(userId);
      const duration = shortDuration(request.duration);
      const { language } = request;
      // A Short's rewrite may be as long as what it replaces, or fill what its budget has left.
      const room =
        duration === undefined
          ? undefined
          : Math.max(
              measureLength(spokenText(request.selectedText), language),
              lengthLeft(request.script, duration, language) +
                (request.script.includes(request.selectedText)
                  ? measureLength(spokenText(request.selectedText), language)
                  : 0),
            );
      let improvedText = unquote(await write({ kind: 'improve', request, room }, signal, onDelta));
      if (duration !== undefined && room !== undefined) {
        if (measureLength(spokenText(improvedText), language) > room) {
          improvedText = fitToLength(improvedText, room, language);
        }
        if (improvedText === '') throw atLength(request.script, duration, language);
      }
      return { improvedText, writer: writer.name };
    },

    /** New body sections, and the script with them placed before its closing. */
    async extend(
      userId: string,
      request: ExtendBody,
      signal: AbortSignal,
      onDelta?: (text: string) => void,
    ) {
      const duration = shortDuration(request.duration);
      const { language } = request;
      const room =
        duration === undefined ? undefined : lengthLeft(request.script, duration, language);
      if (duration !== undefined && room! < minAddition(language)) {
        throw atLength(request.script, duration, language);
      }
      await limitAssist(userId);
      let extension = await write({ kind: 'extend', request, room }, signal, onDelta);
      // A model may overshoot the words it was given: a Short keeps only the sentences that fit.
      if (duration !== undefined) {
        extension = fitToLength(extension, room!, language);
        if (extension === '') throw atLength(request.script, duration, language);
      }
      const { script } = insertBeforeClosing(request.script, extension, language);
      return { extension, script, writer: writer.name };
    },

    /**
     * The local analysis always; blended with the AI's rubric when a model is configured and
     * answers in time (limited like the other assists). Never fails for the AI's sake.
     */
    async quality(userId: string, request: QualityBody, signal: AbortSignal) {
      const local = analyzeScript(request.script, {
        language: request.language,
        ...(request.topic ? { topic: request.topic } : {}),
        ...(request.keyPoints ? { keyPoints: request.keyPoints } : {}),
        ...(request.duration ? { duration: request.duration } : {}),
      });
      const localResult: QualityAssessmentResult = {
        ...local,
        grade: gradeOf(local.total_score),
        source: 'local',
      };
      if (writer.name === 'offline') return localResult;
      const decision = await deps.assistLimiter.hit(`assist:${userId}`);
      if (!decision.allowed) return localResult;
      try {
        const rubric = await writer.rubric(request, signal);
        return rubric === null ? localResult : blendRubric(local, rubric);
      } catch (error) {
        deps.log.warn({ err: error }, 'AI quality rubric failed; answering the local analysis');
        return localResult;
      }
    },

    ...createScriptTools({ writer, log: deps.log, limitAssist, write, failure }),
  };
}

export type ScriptService = ReturnType<typeof createScriptService>;
