import type { ProviderVoice } from '../tts-provider';

type OpenAiVoice = ProviderVoice & {
  /** Only the gpt-4o-mini-tts family speaks it; tts-1 and tts-1-hd refuse it. */
  newModelsOnly: boolean;
};

const voice = (
  id: string,
  description: string,
  gender: 'female' | 'male' | null,
  newModelsOnly = false,
): OpenAiVoice => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  description,
  // Every OpenAI voice speaks the language of the text it is given.
  language: null,
  gender,
  tier: 'premium',
  newModelsOnly,
});

/**
 * OpenAI's built-in speech voices. The API has no endpoint listing them, so they are listed here
 * (as its `voice` parameter documents them); gender only where it is commonly described.
 */
export const OPENAI_VOICES: readonly OpenAiVoice[] = [
  voice('alloy', 'Neutral and balanced, for any kind of video', null),
  voice('ash', 'Clear and confident', 'male'),
  voice('ballad', 'Soft, melodic and expressive', 'male', true),
  voice('cedar', 'Natural and warm, among the most lifelike', 'male', true),
  voice('coral', 'Warm and friendly', 'female'),
  voice('echo', 'Calm and steady', 'male'),
  voice('fable', 'Expressive storyteller with a British lilt', 'male'),
  voice('marin', 'Natural and clear, among the most lifelike', 'female', true),
  voice('nova', 'Bright and energetic', 'female'),
  voice('onyx', 'Deep and authoritative', 'male'),
  voice('sage', 'Calm and thoughtful', 'female'),
  voice('shimmer', 'Soft and gentle', 'female'),
  voice('verse', 'Versatile and dynamic', 'male', true),
];

/** tts-1 and tts-1-hd (and their snapshots) only know the first nine voices. */
const isLegacyModel = (model: string) => /^tts-1(-hd)?(-\d+)?$/.test(model);

/** The voices the given speech model can speak, without our internal flag. */
export function openAiVoicesFor(model: string): ProviderVoice[] {
  return OPENAI_VOICES.filter((item) => !(item.newModelsOnly && isLegacyModel(model))).map(
    ({ newModelsOnly: _newModelsOnly, ...rest }) => rest,
  );
}
