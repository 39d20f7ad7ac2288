export {
  BUILTIN_MAX_CHUNK_CHARACTERS,
  BUILTIN_TIMEOUT_MS,
  BUILTIN_WORKERS,
  createBuiltinTtsProvider,
  ESPEAK_WORKER_URL,
  type BuiltinTtsProvider,
  type BuiltinTtsProviderOptions,
} from './builtin-provider';
export {
  BUILTIN_VOICES,
  builtinVoice,
  ESPEAK_DEFAULT_WPM,
  ESPEAK_MAX_WPM,
  ESPEAK_MIN_WPM,
  speechText,
  wordsPerMinute,
} from './voices';
