import type { ExtendBody } from '@reelwright/contracts';
import { splitAtClosing } from '@reelwright/script-kit';
import { LANGUAGE_NAMES, PLAIN_TEXT_RULES } from './language';

const TAIL_CHARACTERS = 8000;

/** The new sections go before the script's closing, so the model sees where they will stand. */
export function extendPrompt(request: ExtendBody) {
  const { body, closing } = splitAtClosing(request.script, request.language);
  const shown = body.length > TAIL_CHARACTERS ? body.slice(-TAIL_CHARACTERS) : body;
  return {
    system: `You are a scriptwriter for ${request.contentType} videos. ${PLAIN_TEXT_RULES}`,
    prompt: [
      `Here is the body of a video script about "${request.topic}"${shown.length < body.length ? ' (its end)' : ''}:\n"""\n${shown}\n"""`,
      ...(closing === ''
        ? []
        : [`It closes with this call to action and outro:\n"""\n${closing}\n"""`]),
      `Write one new section in ${LANGUAGE_NAMES[request.language]}, 120 to 200 words, on an angle the script has not covered yet. It goes after the body${closing === '' ? '' : ' and before the closing'}, so do not summarise, ask viewers to like, comment or subscribe, or say goodbye. Do not repeat anything already said. Answer with the new paragraphs only.`,
    ].join('\n\n'),
  };
}
