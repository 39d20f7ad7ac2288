import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import type { TranscriptionConfig } from '../../../src/config';
import { register, withBearer } from '../../helpers/auth';
import {
  useFakeTranscriptionVendors,
  verboseJson,
  type TranscriptionVendorReply,
  type TranscriptionVendorRequest,
} from '../../helpers/fake-transcription-vendor';
import { multipart, type FilePart } from '../../helpers/multipart';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// What the transcription suites share: the pour-over recording with its exact word times, an
// app wired to a fake vendor, and the request as the studio sends it.

export const TRANSCRIPTION_FIXTURES = path.join(
  import.meta.dirname,
  '../../fixtures/transcription',
);

type Truth = { text: string; words: Array<{ text: string; start: number; end: number }> };

export const OPENAI: TranscriptionConfig = {
  provider: 'openai',
  model: 'whisper-1',
  apiKey: 'sk-test-transcribe',
  baseUrl: undefined,
};

export const audioPart = (bytes: Buffer, name = 'take.m4a', type = 'audio/mp4'): FilePart => ({
  field: 'audio',
  name,
  type,
  bytes,
});

export function transcribe(
  app: TestApp['app'],
  token: string,
  fields: Record<string, string>,
  files: FilePart[],
) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/captions/transcribe',
    headers: { ...withBearer(token), ...body.headers },
    payload: body.payload,
  });
}

/**
 * Registers the suite's hooks (the fixture read once, each test's app closed after it) and gives
 * the recording, its truth and the ways to start an app.
 */
export function useTranscriptionApp() {
  const startVendor = useFakeTranscriptionVendors();
  let testApp: TestApp | undefined;
  const suite = {
    speech: Buffer.alloc(0),
    truth: { text: '', words: [] } as Truth,

    /** whisper-1's answer for the speech: bare words (no punctuation), the text as written. */
    whisperAnswer: () =>
      verboseJson(
        suite.truth.text,
        suite.truth.words.map((word) => ({
          word: word.text.replace(/[^\p{L}\p{N}'-]/gu, ''),
          start: word.start,
          end: word.end,
        })),
        { duration: 31.12 },
      ),

    async appWithVendor(
      answer: (request: TranscriptionVendorRequest, attempt: number) => TranscriptionVendorReply,
      config: TranscriptionConfig = OPENAI,
      options: { timeoutMs?: number; maxRetries?: number } = {},
    ) {
      const vendor = await startVendor(answer);
      testApp = await createTestApp({
        transcription: config,
        transcriptionBaseUrl: vendor.baseUrl,
        transcriptionTimeoutMs: options.timeoutMs ?? 5_000,
        transcriptionMaxRetries: options.maxRetries ?? 1,
      });
      const { token } = await register(testApp.app);
      return { app: testApp.app, vendor, token };
    },

    /** The app as it starts with no transcription settings. */
    async appWithoutVendor() {
      testApp = await createTestApp();
      const { token } = await register(testApp.app);
      return { app: testApp.app, token };
    },
  };

  beforeAll(async () => {
    suite.speech = await readFile(path.join(TRANSCRIPTION_FIXTURES, 'speech-pourover-slt.m4a'));
    suite.truth = JSON.parse(
      await readFile(path.join(TRANSCRIPTION_FIXTURES, 'speech-pourover-slt.words.json'), 'utf8'),
    ) as Truth;
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });
  return suite;
}
