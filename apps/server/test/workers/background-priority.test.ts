import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeMp3OffThread } from '../../src/modules/audio/codec/off-thread';
import { BACKGROUND_NICE } from '../../src/workers/background-priority';

/** Each thread of this process with its niceness (`/proc/self/task/<tid>/stat`, field 19). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The name (field 2) is in parentheses and may hold spaces: count fields after it.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      niceness.set(Number(tid), Number(fields[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return niceness;
}

const thisThread = () => Number(readlinkSync('/proc/thread-self').split('/').pop());

describe.runIf(process.platform === 'linux')('background work runs below the event loop', () => {
  it('runs the CPU pool’s threads at the background niceness, this thread unchanged', async () => {
    const before = threadNiceness().get(thisThread());
    const mp3 = await encodeMp3OffThread({
      samples: new Float32Array(24_000).map((_, i) => Math.sin(i / 10) / 2),
      sampleRate: 24_000,
    });
    expect(mp3.byteLength).toBeGreaterThan(0);
    const after = threadNiceness();
    expect(after.get(thisThread())).toBe(before);
    // The pool's thread that encoded it stays (idle) for a minute, at the background niceness.
    expect([...after.values()]).toContain(BACKGROUND_NICE);
  });
});
