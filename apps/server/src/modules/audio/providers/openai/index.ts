export {
  createOpenAiSpeechProvider,
  OPENAI_BASE_URL,
  OPENAI_DEFAULT_SPEECH_MODEL,
  OPENAI_SPEECH_INPUT_MAX,
  OPENAI_SPEED_MAX,
  OPENAI_SPEED_MIN,
  type OpenAiSpeechProviderOptions,
} from './openai-speech-provider';
export { OPENAI_VOICES, openAiVoicesFor } from './openai-voices';
