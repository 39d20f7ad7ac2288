import type { QualityBody } from '@reelwright/contracts';
import { LANGUAGE_NAMES } from './language';

const SCRIPT_CHARACTERS = 20_000;

export function qualityPrompt(request: QualityBody) {
  return {
    system:
      'You are a YouTube script editor. You score scripts from 0 to 10 on each criterion, strictly and consistently, and give concrete recommendations in English.',
    prompt: [
      `Score this ${LANGUAGE_NAMES[request.language]} video script${request.topic ? ` about "${request.topic}"` : ''} on: structure (hook, intro, sections, call to action, outro), engagement, readability, emotional_tone, clarity, seo_optimization (topic words, searchable phrasing), rhythm (sentence length variety, pace for speech).`,
      'Give up to 3 recommendations, each one actionable sentence, most important first.',
      `"""\n${request.script.slice(0, SCRIPT_CHARACTERS)}\n"""`,
    ].join('\n\n'),
  };
}
