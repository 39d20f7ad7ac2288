import type { QualityBody } from '@reelwright/contracts';
import { isShortForm } from '@reelwright/script-kit';
import { LANGUAGE_NAMES } from './language';
import { secondsOf, shortFormRules } from './short-form-rules';

const SCRIPT_CHARACTERS = 20_000;

export function qualityPrompt(request: QualityBody) {
  const short = request.duration !== undefined && isShortForm(request.duration);
  const structure = short
    ? `structure (this is a ${secondsOf(request.duration!)}-second Short: score the hook's length and how soon the payoff comes, not sections)`
    : 'structure (hook, intro, sections, call to action, outro)';
  return {
    system:
      'You are a YouTube script editor. You score scripts from 0 to 10 on each criterion, strictly and consistently, and give concrete recommendations in English.',
    prompt: [
      `Score this ${LANGUAGE_NAMES[request.language]} video script${request.topic ? ` about "${request.topic}"` : ''} on: ${structure}, engagement, readability, emotional_tone, clarity, seo_optimization (topic words, searchable phrasing), rhythm (sentence length variety, pace for speech).`,
      ...(short ? [shortFormRules(request.language)] : []),
      'Give up to 3 recommendations, each one actionable sentence, most important first.',
      `"""\n${request.script.slice(0, SCRIPT_CHARACTERS)}\n"""`,
    ].join('\n\n'),
  };
}
