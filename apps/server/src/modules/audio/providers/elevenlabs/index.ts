export {
  createElevenLabsProvider,
  ELEVENLABS_BASE_URL,
  ELEVENLABS_DEFAULT_MODEL,
  ELEVENLABS_OUTPUT_FORMAT,
  ELEVENLABS_SPEED_MAX,
  ELEVENLABS_SPEED_MIN,
  type ElevenLabsProviderOptions,
} from './elevenlabs-provider';
