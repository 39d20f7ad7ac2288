import type { AlignResult } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import { api } from '../../../lib/api-client';

/** Aligning a long take is CPU work on the server: give it longer than a plain call. */
const ALIGN_TIMEOUT_MS = 180_000;

/**
 * `POST /api/captions/align`: when each word of a known text is spoken in a recording (a
 * teleprompter take, a voice-over without timings). The audio is sent, never stored.
 */
export function alignSpeech(
  input: { audio: Blob; fileName: string; text: string; language: ScriptLanguage },
  signal?: AbortSignal,
): Promise<AlignResult> {
  const form = new FormData();
  form.append('text', input.text);
  form.append('language', input.language);
  form.append('audio', input.audio, input.fileName);
  return api.post<AlignResult>('/api/captions/align', form, {
    timeoutMs: ALIGN_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
