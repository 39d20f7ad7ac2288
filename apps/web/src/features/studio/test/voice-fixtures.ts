import type { AudioPart, GeneratedAudio, Voice } from '@reelwright/contracts';

/** A few bytes standing in for an MP3 (its `ID3` header), as the answer's base64. */
export const MP3_BASE64 = btoa('ID3\u0004\u0000\u0000fake mp3 bytes');

export function makeVoice(overrides: Partial<Voice> = {}): Voice {
  return {
    voice_id: 'builtin:en-us+f3',
    name: 'Ava',
    description: 'Clear American English.',
    language: 'en-US',
    gender: 'female',
    provider: 'builtin',
    tier: 'basic',
    available: true,
    ...overrides,
  };
}

export const VOICES: Voice[] = [
  makeVoice(),
  makeVoice({ voice_id: 'builtin:ru+m1', name: 'Boris', language: 'ru', gender: 'male' }),
  makeVoice({
    voice_id: 'elevenlabs:rachel',
    name: 'Rachel',
    provider: 'elevenlabs',
    tier: 'premium',
    available: false,
  }),
];

const FILE_IDS = [
  '1f0e5a8c-7a1d-4c55-9d5e-0a1b2c3d4e50',
  '1f0e5a8c-7a1d-4c55-9d5e-0a1b2c3d4e51',
  '1f0e5a8c-7a1d-4c55-9d5e-0a1b2c3d4e52',
  '1f0e5a8c-7a1d-4c55-9d5e-0a1b2c3d4e53',
];

export const fileUrlOf = (index: number) => `/api/files/${FILE_IDS[index]}`;

/** A generated voice-over of `chunks` parts (files 1…n), the full version being file 0. */
export function makeGeneratedAudio(chunks: number, characters = 2000): GeneratedAudio {
  const part = (index: number, textLength: number): AudioPart => ({
    audioUrl: fileUrlOf(index),
    audioBase64: MP3_BASE64,
    voiceId: 'builtin:en-us+f3',
    size: 1_363_149,
    textLength,
    originalTextLength: characters,
    filename: index === 0 ? 'voice-over.mp3' : `voice-over-part-${index}-of-${chunks}.mp3`,
    duration: 95.4,
    isChunked: chunks > 1,
    totalChunks: chunks,
    wasTruncated: false,
    words: [],
  });
  const full = part(0, characters);
  return {
    ...full,
    audioChunks:
      chunks > 1
        ? Array.from({ length: chunks }, (_, index) =>
            part(index + 1, Math.round(characters / chunks)),
          )
        : [full],
    usage: {
      scriptsGenerated: 1,
      audioGenerated: characters,
      thumbnailsGenerated: 0,
      videosCreated: 0,
    },
  };
}

/** A Server-Sent Events answer the test writes event by event, then closes. */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close: () => controller.close(),
  };
}

/** The whole answer at once: progress after each chunk, then `done`. */
export function voiceOverStream(audio: GeneratedAudio): Response {
  const total = audio.audioChunks.length;
  const text =
    Array.from(
      { length: total },
      (_, index) => `event: progress\ndata: ${JSON.stringify({ done: index + 1, total })}\n\n`,
    ).join('') + `event: done\ndata: ${JSON.stringify(audio)}\n\n`;
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}
