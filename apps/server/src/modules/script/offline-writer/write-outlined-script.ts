import type { OutlineSection } from '@reelwright/contracts';
import { isShortForm } from '@reelwright/script-kit';
import type { ScriptBrief } from './brief-seed';
import { joinSentences } from './text-tools';
import { sizedDraft } from './write-script';
import { writeShortScript } from './write-short-script';

/** A creator's note as a `[cue]`: brackets inside it would end the cue early. */
const cueOf = (text: string) => `[${text.replace(/[[\]]/g, '').trim()}]`;

/**
 * The draft written from an outline the creator edited: its sections in its order, each under
 * its title as a `## heading`, the body sections built on their titles as the draft builds on key
 * points, with the section's note as a cue. A Short has no headings: its body title is its idea.
 */
export function writeOutlinedScript(
  brief: ScriptBrief,
  outline: readonly OutlineSection[],
): string {
  const titles = outline.filter((section) => section.kind === 'body').map((s) => s.title);
  if (isShortForm(brief.duration)) {
    return writeShortScript({ ...brief, keyPoints: titles.length > 0 ? titles : brief.keyPoints });
  }
  return sizedDraft({ ...brief, keyPoints: titles }, (parts, bank) => {
    const others: Record<Exclude<OutlineSection['kind'], 'body'>, string[]> = {
      hook: parts.hook,
      intro: parts.intro,
      cta: [...parts.recap, ...parts.cta],
      outro: parts.outro,
    };
    const written = new Set<OutlineSection['kind']>();
    let bodyIndex = 0;
    return outline
      .map((section) => {
        const note = section.note.trim() === '' ? [] : [cueOf(section.note)];
        let sentences: string[];
        if (section.kind === 'body') {
          const [opener = '', ...rest] = parts.body[bodyIndex++] ?? [];
          sentences = [opener, ...note, ...rest];
        } else {
          // A part the outline names twice is written once; the second gets the creator's note.
          sentences = written.has(section.kind)
            ? [cueOf(section.note.trim() || section.title)]
            : others[section.kind];
          written.add(section.kind);
        }
        return `## ${section.title}\n${joinSentences(sentences, bank)}`;
      })
      .join('\n\n');
  });
}
