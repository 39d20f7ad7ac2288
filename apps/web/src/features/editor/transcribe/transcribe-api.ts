import type { CaptionCapabilities, TranscribeResult } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** A vendor may take minutes for a long clip (the server allows 5). */
const TRANSCRIBE_TIMEOUT_MS = 330_000;

/** `GET /api/captions/capabilities`: whether this server can transcribe, and if not what to set. */
export const fetchCaptionCapabilities = (signal?: AbortSignal) =>
  api.get<CaptionCapabilities>('/api/captions/capabilities', signal ? { signal } : {});

/**
 * `POST /api/captions/transcribe`: a clip's speech as words with their times (seconds of the
 * clip's own audio). The audio is sent, never stored.
 */
export function transcribeAudio(
  input: { audio: Blob; fileName: string },
  signal?: AbortSignal,
): Promise<TranscribeResult> {
  const form = new FormData();
  form.append('audio', new File([input.audio], input.fileName, { type: input.audio.type }));
  return api.post<TranscribeResult>('/api/captions/transcribe', form, {
    timeoutMs: TRANSCRIBE_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
