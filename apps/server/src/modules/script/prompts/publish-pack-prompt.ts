import type { ContentType, ScriptLanguage } from '@reelwright/script-kit';
import { PUBLISH_TITLE_MAX } from '@reelwright/script-kit';
import { JSON_ONLY, LANGUAGE_NAMES } from './language';

const SCRIPT_CHARACTERS = 12_000;

/** Titles and a summary for a video's publish pack; the server scores the titles itself. */
export function publishPackPrompt(request: {
  script: string;
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
}) {
  return {
    system: `You write YouTube titles and descriptions that are accurate, searchable and worth clicking. ${JSON_ONLY}`,
    prompt: [
      `For this ${request.contentType} video about "${request.topic}", write in ${LANGUAGE_NAMES[request.language]}:`,
      `- "titles": 6 different titles, each at most ${PUBLISH_TITLE_MAX} characters (ideally 40 to 70), the topic's main keyword within the first 40 characters: a how-to, a number list, a question, a mistake or secret, a result. No words in capitals, no "!!!", no promises the script does not keep.`,
      '- "summary": 2 or 3 sentences for the description saying what the viewer will learn; no hashtags, no links, no timestamps.',
      `The script:\n"""\n${request.script.slice(0, SCRIPT_CHARACTERS)}\n"""`,
    ].join('\n\n'),
  };
}
