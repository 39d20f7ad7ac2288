import {
  HOOK_COUNT,
  HOOK_SENTENCES_MAX,
  hookStyleSchema,
  OUTLINE_NOTE_MAX,
  OUTLINE_SECTIONS_MAX,
  OUTLINE_TITLE_MAX,
  outlineSchema,
  type Hook,
  type OutlineSection,
} from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import { z } from 'zod';
import { splitSentences } from './offline-writer/text-tools';

/**
 * Hooks and outlines as a model answers them, read and validated before anything is sent on:
 * JSON alone, in a code fence or inside prose; the list bare or under its key; style and kind
 * names as people write them ("Bold claim", "Call to action"). Whatever does not validate is
 * left out; too little left is `undefined`, which the caller answers as the AI's failure.
 */

const CODE_FENCE = /```[\w-]*[ \t]*\r?\n?([\s\S]*?)```/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The JSON in a model's answer: all of it, a fenced block, or the outermost braces in it. */
function jsonIn(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  const fenced = CODE_FENCE.exec(text)?.[1];
  const candidates = [
    text,
    fenced,
    text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1),
    text.slice(text.indexOf('['), text.lastIndexOf(']') + 1),
  ];
  for (const candidate of candidates) {
    const parsed = candidate ? parseJson(candidate.trim()) : undefined;
    if (parsed !== undefined && typeof parsed === 'object') return parsed;
  }
  return undefined;
}

/** `[…]` or `{key: […]}` (or the first list the object holds). */
function listIn(json: unknown, key: string): unknown[] {
  if (Array.isArray(json)) return json;
  if (json === null || typeof json !== 'object') return [];
  const record = json as Record<string, unknown>;
  const list = Array.isArray(record[key]) ? record[key] : Object.values(record).find(Array.isArray);
  return (list as unknown[] | undefined) ?? [];
}

const snakeCase = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const modelHookSchema = z.object({
  style: z.string().transform(snakeCase).pipe(hookStyleSchema),
  text: z.string().trim().min(1),
});

/** At most two sentences: a model's third one is cut. */
function withinSentences(text: string, language: ScriptLanguage): string {
  const sentences = splitSentences(text);
  if (sentences.length <= HOOK_SENTENCES_MAX) return text;
  return sentences.slice(0, HOOK_SENTENCES_MAX).join(language === 'chinese' ? '' : ' ');
}

/** Three hooks in three different styles, or `undefined`. */
export function hooksIn(raw: unknown, language: ScriptLanguage): Hook[] | undefined {
  const hooks: Hook[] = [];
  for (const item of listIn(jsonIn(raw), 'hooks')) {
    const hook = modelHookSchema.safeParse(item);
    if (!hook.success || hooks.some((kept) => kept.style === hook.data.style)) continue;
    hooks.push({ style: hook.data.style, text: withinSentences(hook.data.text, language) });
  }
  return hooks.length >= HOOK_COUNT ? hooks.slice(0, HOOK_COUNT) : undefined;
}

const KINDS: Record<string, OutlineSection['kind']> = {
  hook: 'hook',
  intro: 'intro',
  introduction: 'intro',
  body: 'body',
  section: 'body',
  main: 'body',
  cta: 'cta',
  call_to_action: 'cta',
  payoff: 'cta',
  outro: 'outro',
  conclusion: 'outro',
  ending: 'outro',
};

/** Cut at a word's end when there is one near the limit. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max * 0.6 ? head.slice(0, space) : head).trim();
}

const modelSectionSchema = z.object({
  kind: z
    .string()
    .transform((kind) => KINDS[snakeCase(kind)])
    .pipe(z.enum(['hook', 'intro', 'body', 'cta', 'outro'])),
  title: z
    .string()
    .trim()
    .min(1)
    .transform((title) => cut(title, OUTLINE_TITLE_MAX)),
  note: z
    .string()
    .trim()
    .optional()
    .transform((note) => cut(note ?? '', OUTLINE_NOTE_MAX)),
});

/** The outline's valid sections in order (at most the contract's maximum), or `undefined`. */
export function outlineIn(raw: unknown): OutlineSection[] | undefined {
  const sections = listIn(jsonIn(raw), 'outline')
    .map((item) => modelSectionSchema.safeParse(item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .slice(0, OUTLINE_SECTIONS_MAX);
  const outline = outlineSchema.safeParse(sections);
  return outline.success ? outline.data : undefined;
}
