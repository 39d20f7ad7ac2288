import type { ExtendBody } from '@reelwright/contracts';
import { splitAtClosing } from '@reelwright/script-kit';
import { LANGUAGE_NAMES, PLAIN_TEXT_RULES } from './language';
import { lengthIn, secondsOf } from './short-form-rules';

const TAIL_CHARACTERS = 8000;

/**
 * The new sections go before the script's closing, so the model sees where they will stand. A
 * Short gets one or two sentences, as many words as its budget has left (`room`).
 */
export function extendPrompt(request: ExtendBody, room?: number) {
  const { body, closing } = splitAtClosing(request.script, request.language);
  const shown = body.length > TAIL_CHARACTERS ? body.slice(-TAIL_CHARACTERS) : body;
  return {
    system: `You are a scriptwriter for ${request.contentType} videos. ${PLAIN_TEXT_RULES}`,
    prompt: [
      `Here is the body of a video script about "${request.topic}"${shown.length < body.length ? ' (its end)' : ''}:\n"""\n${shown}\n"""`,
      ...(closing === ''
        ? []
        : [`It closes with this call to action and outro:\n"""\n${closing}\n"""`]),
      room === undefined || request.duration === undefined
        ? `Write one new section in ${LANGUAGE_NAMES[request.language]}, 120 to 200 words, on an angle the script has not covered yet. It goes after the body${closing === '' ? '' : ' and before the closing'}, so do not summarise, ask viewers to like, comment or subscribe, or say goodbye. Do not repeat anything already said. Answer with the new paragraphs only.`
        : `This is a ${secondsOf(request.duration)}-second Short with one idea, and its length budget leaves at most ${lengthIn(request.language, room)}. Write one or two sentences in ${LANGUAGE_NAMES[request.language]}, no more than ${lengthIn(request.language, room)} in all, that make its one idea more concrete: an example or a proof. No new topic, no greeting, no call to action. Do not repeat anything already said. Answer with the new sentences only.`,
    ].join('\n\n'),
  };
}
