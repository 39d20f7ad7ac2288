import type { SectionBody } from '@reelwright/contracts';
import { measureLength, spokenText } from '@reelwright/script-kit';
import { SECTION_LENGTH_SHARES } from '../offline-writer/rewrite-section';
import type { SectionToRewrite } from '../writers/script-writer';
import { LANGUAGE_NAMES, PLAIN_TEXT_RULES } from './language';
import { lengthIn } from './short-form-rules';

/** Room for the rest of the script: enough context without sending a novel. */
const CONTEXT_CHARACTERS = 6000;

const KINDS: Record<SectionToRewrite['kind'], string> = {
  hook: 'the hook',
  body: 'a section of the body',
  cta: 'the call to action',
  outro: 'the outro',
};

export function sectionPrompt(request: SectionBody, section: SectionToRewrite) {
  const { language } = request;
  const words = measureLength(spokenText(section.body), language);
  const at = request.script.indexOf(section.body);
  const context =
    request.script.length <= CONTEXT_CHARACTERS || at === -1
      ? request.script.slice(0, CONTEXT_CHARACTERS)
      : request.script.slice(
          Math.max(0, at - CONTEXT_CHARACTERS / 2),
          at + section.body.length + CONTEXT_CHARACTERS / 2,
        );
  const instruction = request.instruction?.trim();
  return {
    system: `You edit video scripts about "${request.topic}" for ${request.contentType} videos. You rewrite one section and answer with its new text alone, in ${LANGUAGE_NAMES[language]}, ready to replace the original: no heading, no quotes around it. ${PLAIN_TEXT_RULES}`,
    prompt: [
      `The script, for context only:\n"""\n${context}\n"""`,
      `The section to rewrite is ${KINDS[section.kind]}, "${section.title}":\n"""\n${section.body}\n"""`,
      instruction
        ? `How to rewrite it: ${instruction}`
        : 'Give it a fresh take: the same points, said better.',
      request.length === undefined
        ? 'Keep about its length.'
        : `Make it ${request.length}: about ${lengthIn(language, Math.max(1, Math.round(words * SECTION_LENGTH_SHARES[request.length])))} (it is ${lengthIn(language, words)} now).`,
      section.oneParagraph ? 'Write it as one paragraph.' : '',
      'Do not repeat what the other sections say. Answer with the new section text only.',
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
