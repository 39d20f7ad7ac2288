import { generateText, Output, streamText, type LanguageModel } from 'ai';
import { extendPrompt } from '../prompts/extend-prompt';
import { generatePrompt } from '../prompts/generate-prompt';
import { hooksPrompt } from '../prompts/hooks-prompt';
import { improvePrompt } from '../prompts/improve-prompt';
import { keyPointsPrompt } from '../prompts/key-points-prompt';
import { outlinePrompt } from '../prompts/outline-prompt';
import { qualityPrompt } from '../prompts/quality-prompt';
import { sectionPrompt } from '../prompts/section-prompt';
import { rubricSchema, WriterError, type ScriptWriter, type WritingTask } from './script-writer';

/** 429 and 5xx are retried twice with backoff (honouring retry-after), as the SDK does. */
const MAX_RETRIES = 2;

function promptFor(task: WritingTask) {
  switch (task.kind) {
    case 'generate':
      return generatePrompt(task.request);
    case 'improve':
      return improvePrompt(task.request, task.room);
    case 'extend':
      return extendPrompt(task.request, task.room);
    case 'section':
      return sectionPrompt(task.request, task.section);
  }
}

/** The caller's signal (client gone) plus the time limit; tells which one fired. */
function deadline(signal: AbortSignal, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: AbortSignal.any([signal, timeout]),
    failure: (error: unknown) =>
      error instanceof WriterError
        ? error
        : new WriterError(timeout.aborted ? 'timeout' : 'failed', { cause: error }),
  };
}

/** Scripts from a language model through the Vercel AI SDK (any of its vendors). */
export function createAiWriter(model: LanguageModel, options: { timeoutMs: number }): ScriptWriter {
  /** The model's whole answer as text, for the caller to parse. */
  async function answer(prompt: { system: string; prompt: string }, signal: AbortSignal) {
    const limit = deadline(signal, options.timeoutMs);
    try {
      const { text } = await generateText({
        ...prompt,
        model,
        maxRetries: MAX_RETRIES,
        abortSignal: limit.signal,
      });
      return text;
    } catch (error) {
      throw limit.failure(error);
    }
  }

  return {
    name: 'ai',

    async *write(task, signal) {
      const limit = deadline(signal, options.timeoutMs);
      try {
        const result = streamText({
          ...promptFor(task),
          model,
          maxRetries: MAX_RETRIES,
          abortSignal: limit.signal,
          // Errors arrive as stream parts below; the SDK's default handler would print them.
          onError: () => {},
        });
        // fullStream carries provider errors as parts instead of throwing them.
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw new Error('aborted');
        }
      } catch (error) {
        throw limit.failure(error);
      }
    },

    keyPoints: (request, signal) => answer(keyPointsPrompt(request), signal),
    hooks: (request, signal) => answer(hooksPrompt(request), signal),
    outline: (request, signal) => answer(outlinePrompt(request), signal),

    async rubric(request, signal) {
      const limit = deadline(signal, options.timeoutMs);
      try {
        const { output } = await generateText({
          ...qualityPrompt(request),
          model,
          output: Output.object({ schema: rubricSchema }),
          maxRetries: MAX_RETRIES,
          abortSignal: limit.signal,
        });
        return output;
      } catch (error) {
        throw limit.failure(error);
      }
    },
  };
}
