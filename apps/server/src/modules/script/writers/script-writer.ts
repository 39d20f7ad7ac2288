import type {
  ExtendBody,
  GenerateScriptBody,
  HooksBody,
  ImproveBody,
  KeyPointsBody,
  OutlineBody,
  QualityBody,
  SectionBody,
  Writer,
} from '@reelwright/contracts';
import type { SectionKind } from '@reelwright/script-kit';
import { z } from 'zod';

/**
 * The section a rewrite replaces: what the script's structure says it is, and its words;
 * `oneParagraph` when the script's sections are its paragraphs (a break would split it in two).
 */
export type SectionToRewrite = {
  kind: SectionKind;
  title: string;
  body: string;
  oneParagraph: boolean;
};

/** `room`: for a Short, the most its new text may measure (its budget's words left). */
export type WritingTask =
  | { kind: 'generate'; request: GenerateScriptBody }
  | { kind: 'improve'; request: ImproveBody; room?: number }
  | { kind: 'extend'; request: ExtendBody; room?: number }
  | { kind: 'section'; request: SectionBody; section: SectionToRewrite };

export type TaskKind = WritingTask['kind'] | 'key-points' | 'quality' | 'hooks' | 'outline';

/** The AI's scores for a script (the spec's rubric), validated before use. */
export const rubricSchema = z.object({
  structure: z.number().min(0).max(10),
  engagement: z.number().min(0).max(10),
  readability: z.number().min(0).max(10),
  emotional_tone: z.number().min(0).max(10),
  clarity: z.number().min(0).max(10),
  seo_optimization: z.number().min(0).max(10),
  rhythm: z.number().min(0).max(10),
  recommendations: z.array(z.string().max(300)).max(5),
});
export type Rubric = z.infer<typeof rubricSchema>;

/** A provider failure after retries: `timeout` when it took longer than allowed. */
export class WriterError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'The AI provider timed out' : 'The AI provider failed', options);
    this.name = 'WriterError';
  }
}

/** Writes scripts: a configured AI model, or the built-in offline writer. */
export interface ScriptWriter {
  readonly name: Writer;
  /** The text as it is written, piece by piece; throws WriterError when the provider fails. */
  write(task: WritingTask, signal: AbortSignal): AsyncIterable<string>;
  /** Raw key points (the caller parses and caps them). */
  keyPoints(request: KeyPointsBody, signal: AbortSignal): Promise<unknown>;
  /** Raw hooks, three in different styles (the caller parses and validates them). */
  hooks(request: HooksBody, signal: AbortSignal): Promise<unknown>;
  /** A raw outline of the video's sections (the caller parses and validates it). */
  outline(request: OutlineBody, signal: AbortSignal): Promise<unknown>;
  /** The AI's rubric, or `null` for a writer without one. */
  rubric(request: QualityBody, signal: AbortSignal): Promise<Rubric | null>;
}
