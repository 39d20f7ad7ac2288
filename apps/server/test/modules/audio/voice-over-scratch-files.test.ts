import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBuiltinTtsProvider,
  type BuiltinTtsProvider,
} from '../../../src/modules/audio/providers/builtin';
import { createAudioService } from '../../../src/modules/audio/service';
import { collectSpeechFiles } from '../../../src/modules/audio/speech-files';
import { createVoiceCatalog } from '../../../src/modules/audio/voice-catalog';

// The built-in voices leave each part's samples in a file of their scratch folder for the
// encoders to read on the CPU pool; a voice-over must leave none of them there, however it ends.

const paragraph = (n: number) =>
  Array.from(
    { length: 8 },
    (_, i) => `Part ${n}, line ${i + 1}: the kettle clicks off and the kitchen smells of coffee.`,
  ).join(' ');
/** Over 1 800 characters: spoken in parts. */
const SCRIPT = [1, 2, 3, 4].map(paragraph).join('\n\n');

let scratchRoot: string;
let tts: BuiltinTtsProvider;
beforeEach(() => {
  scratchRoot = mkdtempSync(path.join(tmpdir(), 'voice-over-scratch-'));
  // One engine process: a part still being spoken when the voice-over ends is the one running.
  tts = createBuiltinTtsProvider({ workers: 1, scratchRoot });
});
afterEach(async () => {
  await tts.close();
  rmSync(scratchRoot, { recursive: true, force: true });
});

const filesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(folder, entry.name)) : [entry.name],
  );

function service() {
  const saved: Array<{ filename: string; bytes: Uint8Array }> = [];
  const audio = createAudioService({
    voices: createVoiceCatalog([tts]),
    usage: {
      consume: async () => ({}),
      refund: async () => {},
      usageOf: async () => ({}),
    } as never,
    files: {
      save: async (_user: string, file: { filename: string; bytes: Uint8Array }) => {
        saved.push(file);
        return { id: crypto.randomUUID() };
      },
    } as never,
    subscriptionOf: async () => 'free',
    clock: { now: () => new Date('2026-11-26T10:00:00Z') } as never,
    log: { error: () => {}, warn: () => {} } as never,
  });
  return { audio, saved };
}

describe('a built-in voice-over’s scratch files', () => {
  it('are all gone once the voice-over is answered, its MP3s made from them', async () => {
    const { audio, saved } = service();
    const answer = await audio.generate(
      'user-1',
      { text: SCRIPT, voiceId: 'builtin:en-us+f3', speed: 1 },
      new AbortController().signal,
    );
    expect(answer.totalChunks).toBeGreaterThanOrEqual(2);
    expect(saved).toHaveLength(answer.totalChunks + 1);
    expect(answer.duration).toBeGreaterThan(20);
    expect(answer.words!.length).toBeGreaterThan(200);
    expect(filesIn(scratchRoot)).toEqual([]);
  }, 60_000);

  it('are all gone when the client leaves halfway, the part being spoken then included', async () => {
    const { audio, saved } = service();
    const client = new AbortController();
    let heldWhenLeft: string[] = [];
    const generation = audio.generate(
      'user-1',
      { text: SCRIPT, voiceId: 'builtin:en-us+f3', speed: 1 },
      client.signal,
      (done) => {
        if (done !== 1) return;
        heldWhenLeft = filesIn(scratchRoot);
        client.abort(new Error('client left'));
      },
    );
    await expect(generation).rejects.toThrow();
    // The first part was kept in its file until then, and the next one was being spoken.
    expect(heldWhenLeft).toHaveLength(1);
    expect(saved).toEqual([]);
    // The engine finishes the part it was speaking (its answer is dropped): once it has spoken
    // another request after it, nothing of the voice-over is left.
    await tts.synthesize({
      text: 'Done.',
      voiceId: 'en-us+f3',
      speed: 1,
      signal: new AbortController().signal,
    });
    await vi.waitFor(() => expect(filesIn(scratchRoot)).toEqual([]));
  }, 60_000);

  it('are removed at once when a part arrives after its voice-over ended', async () => {
    const files = collectSpeechFiles();
    const early = path.join(scratchRoot, 'early.pcm');
    const late = path.join(scratchRoot, 'late.pcm');
    writeFileSync(early, new Uint8Array(4));
    files.keep({ file: early, length: 2, sampleRate: 22_050 });
    await files.removeAll();
    expect(existsSync(early)).toBe(false);

    writeFileSync(late, new Uint8Array(4));
    files.keep({ file: late, length: 2, sampleRate: 22_050 });
    await vi.waitFor(() => expect(existsSync(late)).toBe(false));
  });
});
