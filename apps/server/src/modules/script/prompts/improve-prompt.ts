import type { ImproveBody } from '@reelwright/contracts';
import { LANGUAGE_NAMES, PLAIN_TEXT_RULES } from './language';
import { lengthIn, secondsOf } from './short-form-rules';

/** Room for the surrounding script: enough context without sending a novel. */
const CONTEXT_CHARACTERS = 6000;

/** `room`: for a Short, the most the new passage may measure without overrunning its budget. */
export function improvePrompt(request: ImproveBody, room?: number) {
  const script = request.script;
  const at = script.indexOf(request.selectedText);
  const context =
    script.length <= CONTEXT_CHARACTERS || at === -1
      ? script.slice(0, CONTEXT_CHARACTERS)
      : script.slice(
          Math.max(0, at - CONTEXT_CHARACTERS / 2),
          at + request.selectedText.length + CONTEXT_CHARACTERS / 2,
        );
  return {
    system: `You edit video scripts. You rewrite only the passage you are given and answer with the rewritten passage alone, in ${LANGUAGE_NAMES[request.language]}, ready to replace the original. ${PLAIN_TEXT_RULES}`,
    prompt: [
      context ? `The script around the passage, for context only:\n"""\n${context}\n"""` : '',
      `The passage to rewrite:\n"""\n${request.selectedText}\n"""`,
      `How to improve it: ${request.improvementCommand}`,
      room === undefined || request.duration === undefined
        ? ''
        : `The script is a ${secondsOf(request.duration)}-second Short: the new passage must be at most ${lengthIn(request.language, room)} long, or the video runs over its length.`,
      'Answer with the new passage only, without quotes.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
