import { fork } from 'node:child_process';
import type { Pcm } from '../../audio/providers/tts-provider';

/** The longest an AAC decode may take (a 15-minute M4A decodes in ~2 s). */
const AAC_TIMEOUT_MS = 60_000;

/** Where the AAC child's script is: beside this module, in the sources and in each bundle. */
const AAC_DECODER = new URL('./aac-decoder.mjs', import.meta.url);

/**
 * Mono PCM of an M4A's AAC audio, the encoder's priming trimmed; `{problem}` when the file cannot
 * be decoded. Runs in a child process (aac-decoder.mjs: the decoder is GPL).
 */
export function decodeAacFile(bytes: Uint8Array): Promise<{ pcm: Pcm } | { problem: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(AAC_DECODER, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      // tsx's loader (tests) is not needed: the script is plain JavaScript
      execArgv: [],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => resolve({ problem: 'its AAC audio took too long to decode' }));
    }, AAC_TIMEOUT_MS);
    child.once(
      'message',
      (reply: { samples: Float32Array; sampleRate: number } | { problem: string }) =>
        settle(() =>
          resolve(
            'problem' in reply
              ? reply
              : { pcm: { samples: reply.samples, sampleRate: reply.sampleRate } },
          ),
        ),
    );
    child.once('error', (error) => settle(() => reject(error)));
    // The decoder dying on a file (a trap in FAAD2 on damaged data) is the file's fault.
    child.once('exit', () => settle(() => resolve({ problem: 'its AAC audio cannot be decoded' })));
    child.send({ bytes });
  });
}
