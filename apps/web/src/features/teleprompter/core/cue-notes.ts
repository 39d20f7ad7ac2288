/** A run of script text; `cue` runs are `[notes in square brackets]`, shown dimmed. */
export interface ScriptSegment {
  text: string;
  cue: boolean;
}

/**
 * Splits script text into plain and cue segments. A cue runs from `[` to the first `]` on the
 * same line and keeps its brackets, so joining every `text` gives back the script unchanged.
 * No nesting: in `[a [b] c]` the cue is `[a [b]`. A `[` with no `]` before the line ends is
 * plain text. Adjacent plain text is merged; empty segments are never produced.
 */
export const splitCues = (script: string): ScriptSegment[] => {
  const segments: ScriptSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < script.length) {
    const open = script.indexOf('[', index);
    if (open === -1) break;
    const close = script.indexOf(']', open + 1);
    const newline = script.indexOf('\n', open + 1);
    if (close === -1 || (newline !== -1 && newline < close)) {
      plain += script.slice(index, open + 1);
      index = open + 1;
      continue;
    }
    plain += script.slice(index, open);
    if (plain) segments.push({ text: plain, cue: false });
    plain = '';
    segments.push({ text: script.slice(open, close + 1), cue: true });
    index = close + 1;
  }
  plain += script.slice(index);
  if (plain) segments.push({ text: plain, cue: false });
  return segments;
};
