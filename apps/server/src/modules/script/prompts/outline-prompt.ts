import {
  OUTLINE_NOTE_MAX,
  OUTLINE_TITLE_MAX,
  type OutlineBody,
  type OutlineSection,
} from '@reelwright/contracts';
import { DURATION_MINUTES, isShortForm } from '@reelwright/script-kit';
import { SECTIONS_WITHOUT_KEY_POINTS } from '../offline-writer/write-script';
import { JSON_ONLY, LANGUAGE_NAMES } from './language';
import { secondsOf } from './short-form-rules';

export function outlinePrompt(request: OutlineBody) {
  const { duration } = request;
  const sections = isShortForm(duration)
    ? `It is a ${secondsOf(duration)}-second Short with one idea, so exactly three sections: the hook (kind "hook": one line, no greeting), the one idea (kind "body"), and the payoff with a one-line call to action (kind "cta"). No intro, no outro.`
    : `It is read aloud in ${DURATION_MINUTES[duration]} minutes. Sections in this order: the hook (kind "hook"), a short intro (kind "intro"), ${SECTIONS_WITHOUT_KEY_POINTS[duration]} body sections with one idea each (kind "body"), the call to action (kind "cta") and the outro (kind "outro").`;
  return {
    system: `You plan YouTube videos. ${JSON_ONLY}`,
    prompt: [
      `Plan a ${request.contentType} video about "${request.topic}", in ${LANGUAGE_NAMES[request.language]}.`,
      sections,
      `Each section has a title of a few words (at most ${OUTLINE_TITLE_MAX} characters) and a note: one line on what it says (at most ${OUTLINE_NOTE_MAX} characters).`,
      'Answer as {"outline": [{"kind": "hook", "title": "…", "note": "…"}, …]}.',
    ].join('\n\n'),
  };
}

/** The outline a script is written from, one numbered line a section. */
export const outlineLines = (outline: readonly OutlineSection[]) =>
  outline
    .map(
      (section, index) =>
        `${index + 1}. ${section.title} (${section.kind})${section.note ? ` — ${section.note}` : ''}`,
    )
    .join('\n');
