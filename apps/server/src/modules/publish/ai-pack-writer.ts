import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import { publishPackPrompt } from '../script/prompts/publish-pack-prompt';
import type { PackWords } from './compose-pack';
import type { PackSource } from './pack-source';

/** What the model must answer; titles over the limit are cut by the caller. */
export const modelPackSchema = z.object({
  titles: z.array(z.string().trim().min(1)).min(1).max(12),
  summary: z.string().trim().min(1).max(3000),
});

/** 429 and 5xx are retried twice with backoff, as the script writer does. */
const MAX_RETRIES = 2;
/** Six titles and a summary fit well within this. */
const MAX_OUTPUT_TOKENS = 2000;

/** Titles and a summary from the configured model; throws on any failure or malformed answer. */
export async function writePackWithModel(
  model: LanguageModel,
  source: PackSource,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<PackWords> {
  const { output } = await generateText({
    ...publishPackPrompt(source),
    model,
    output: Output.object({ schema: modelPackSchema }),
    maxRetries: MAX_RETRIES,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  return output;
}
