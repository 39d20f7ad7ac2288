/**
 * Cues are `[notes in square brackets]` in a script: directions for the creator ("[show the
 * grinder]") and the gaps the offline writer leaves for them to fill. The teleprompter shows them
 * dimmed; nothing reads them aloud or scores them as words. A cue runs from `[` to the first `]`
 * on the same line, the teleprompter's rule, so `[a [b] c]` is the cue `[a [b]` and a `[` with no
 * `]` on its line is text.
 */
const CUE = /\[[^\]\n]*\]/g;
const LINE_BREAK = /\r\n?/g;
const SPACE_RUN = /[ \t\u00a0]{2,}/g;
/** A space left before punctuation where a cue was taken out between a word and its comma. */
const SPACE_BEFORE_MARK = /[ \t]+(?=[.,;:!?…。，；：！？])/gu;
const BLANK_LINES = /\n{3,}/g;

/** Whether the text holds at least one cue. */
export function hasCues(text: string): boolean {
  CUE.lastIndex = 0;
  return CUE.test(text);
}

/** The cues of a text, brackets included, in order. */
export function cuesOf(text: string): string[] {
  return text.match(CUE) ?? [];
}

/** A Markdown heading line (`## Grind size`): the script's structure, shown, never said. */
const HEADING_LINE = /^[ \t]*#{1,6}(?:[ \t]|$)/;

/**
 * What is said aloud: the script without its cues and its Markdown heading lines. A line that
 * held only cues goes, so a paragraph of notes leaves no gap; paragraphs stay separated by one
 * blank line.
 */
export function spokenText(script: string): string {
  const headings =
    script.includes('#') && script.split('\n').some((line) => HEADING_LINE.test(line));
  if (!headings && (!script.includes('[') || !hasCues(script))) return script;
  const lines: string[] = [];
  for (const line of script.replace(LINE_BREAK, '\n').split('\n')) {
    if (line.trim() === '' || HEADING_LINE.test(line)) {
      lines.push('');
      continue;
    }
    const spoken = line.replace(CUE, ' ').replace(SPACE_RUN, ' ').replace(SPACE_BEFORE_MARK, '');
    if (spoken.trim() !== '') lines.push(spoken.trim());
  }
  return lines.join('\n').replace(BLANK_LINES, '\n\n').trim();
}
