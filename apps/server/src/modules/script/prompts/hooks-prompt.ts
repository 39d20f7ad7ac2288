import { HOOK_COUNT, HOOK_SENTENCES_MAX, HOOK_STYLES, type HooksBody } from '@reelwright/contracts';
import { JSON_ONLY, LANGUAGE_NAMES } from './language';

const SCRIPT_CHARACTERS = 3000;

const STYLES: Record<(typeof HOOK_STYLES)[number], string> = {
  question: 'a question the viewer wants answered',
  bold_claim: 'a bold claim that challenges what the viewer believes',
  story: 'the start of a story, in one or two vivid lines',
  statistic: 'a striking number',
  curiosity_gap: 'a promise of something the viewer will only learn by watching',
};

export function hooksPrompt(request: HooksBody) {
  const script = request.script?.trim() ?? '';
  return {
    system: `You write the opening lines of YouTube videos: hooks that make a viewer stay. ${JSON_ONLY}`,
    prompt: [
      `Write ${HOOK_COUNT} hooks in ${LANGUAGE_NAMES[request.language]} for a ${request.contentType} video about "${request.topic}", each in a different one of these styles:\n${HOOK_STYLES.map((style) => `- ${style}: ${STYLES[style]}`).join('\n')}`,
      `Each hook is spoken aloud, at most ${HOOK_SENTENCES_MAX} sentences, with no greeting. Use a statistic only when you are sure it is true; otherwise leave the number to the creator as [your figure].`,
      script === ''
        ? ''
        : `The hook replaces the opening of this script and leads into the rest of it:\n"""\n${script.slice(0, SCRIPT_CHARACTERS)}\n"""`,
      `Answer as {"hooks": [{"style": "${HOOK_STYLES[0]}", "text": "…"}, …]} with ${HOOK_COUNT} hooks.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
