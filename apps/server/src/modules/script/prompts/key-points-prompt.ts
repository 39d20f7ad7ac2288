import type { KeyPointsBody } from '@reelwright/contracts';
import { MAX_KEY_POINTS } from '@reelwright/script-kit';
import { LANGUAGE_NAMES } from './language';

export function keyPointsPrompt(request: KeyPointsBody) {
  return {
    system:
      'You plan YouTube videos. You answer with a JSON array of strings and nothing else: no code fences, no commentary.',
    prompt: `List 5 to 7 key points (at most ${MAX_KEY_POINTS}) a ${request.contentType} video about "${request.topic}" should cover, in ${LANGUAGE_NAMES[request.language]}. Each point is a short phrase of 3 to 10 words.`,
  };
}
