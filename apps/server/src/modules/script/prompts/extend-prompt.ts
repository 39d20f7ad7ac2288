import type { ExtendBody } from '@reelwright/contracts';
import { LANGUAGE_NAMES, PLAIN_TEXT_RULES } from './language';

const TAIL_CHARACTERS = 8000;

export function extendPrompt(request: ExtendBody) {
  return {
    system: `You are a scriptwriter for ${request.contentType} videos. ${PLAIN_TEXT_RULES}`,
    prompt: [
      `Here is a video script about "${request.topic}"${request.script.length > TAIL_CHARACTERS ? ' (its end)' : ''}:\n"""\n${request.script.slice(-TAIL_CHARACTERS)}\n"""`,
      `Continue it in ${LANGUAGE_NAMES[request.language]} with 120 to 200 words on an angle the script has not covered yet. Do not repeat anything already said and do not restate the script. Answer with the new paragraphs only.`,
    ].join('\n\n'),
  };
}
