import { THUMBNAIL_TEXT_MAX } from '@reelwright/contracts';
import { cleanScript, spokenText } from '@reelwright/script-kit';

/** What the generator's idea box starts from: the open project's words. */
export interface ProjectWords {
  title: string;
  topic: string;
  script: string;
}

/** The studio's name for a project nobody has named (it says nothing about the video). */
const UNTITLED = 'untitled project';
/** Lines that only label a part of the script ('Hook', '## Intro:'), not words of it. */
const SECTION_LABEL =
  /^(hook|intro|introduction|body|main|outro|conclusion|call to action|cta|title|script|хук|вступление|введение|основная часть|заключение|призыв к действию)\s*:?$/iu;
/** A label at the start of a line: 'Hook: Did you know…'. */
const LEADING_LABEL = /^(hook|intro|хук|вступление)\s*:\s*/iu;
const SENTENCE_END = /[.!?…](?=\s|$)/u;
export const HOOK_MAX_CHARS = 160;

/** The text as it is when it fits in `max` characters, else cut at a word near `max`, with '…'. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first sentence of a line, cut at a word near `max` characters when longer. */
function firstSentence(line: string, max: number): string {
  const end = SENTENCE_END.exec(line);
  return cutAtWord(end === null ? line : line.slice(0, end.index + 1), max);
}

/**
 * The headline a title suggests (the one picked in the Publish panel): the whole title when it
 * fits the thumbnail's text limit, else cut at a word.
 */
export function headlineFromTitle(title: string): string {
  const text = title.trim();
  // The '…' a cut adds counts too.
  return text.length <= THUMBNAIL_TEXT_MAX ? text : cutAtWord(text, THUMBNAIL_TEXT_MAX - 1);
}

/**
 * The first line of a script's hook, as said aloud: markdown, cues and section labels left out,
 * a line that only repeats the title skipped, its first sentence only. Empty for no script.
 */
export function hookLine(script: string, title = ''): string {
  const repeatsTitle = (line: string) =>
    title.trim() !== '' && line.toLowerCase() === title.trim().toLowerCase();
  for (const raw of spokenText(cleanScript(script)).split('\n')) {
    const line = raw.trim().replace(LEADING_LABEL, '');
    if (line === '' || SECTION_LABEL.test(line) || repeatsTitle(line)) continue;
    return firstSentence(line, HOOK_MAX_CHARS);
  }
  return '';
}

/**
 * The generator's first idea for a project: its title (or its topic when it has no real title)
 * and the first line of its script's hook, one per line. Empty when the project says nothing.
 */
export function projectIdea({ title, topic, script }: ProjectWords): string {
  const named = title.trim() !== '' && title.trim().toLowerCase() !== UNTITLED;
  const subject = named ? title.trim() : topic.trim();
  const hook = hookLine(script, subject);
  return [subject, hook].filter((part) => part !== '').join('\n');
}
