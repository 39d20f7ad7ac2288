import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addCaptionsFromCues,
  createDocument,
  cuesFromCaptions,
  cuesFromWords,
  findTrack,
  toSrt,
  toWebVtt,
} from '@reelwright/timeline';
import { afterAll, describe, expect, it } from 'vitest';

// The SRT and WebVTT the editor downloads open in ffmpeg (the tool platforms and creators use to
// burn or mux subtitles): every cue decoded, no error. ffmpeg is installed here and in CI.

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;

const document = addCaptionsFromCues(
  createDocument(),
  [
    { start: 1234, end: 2500, text: 'Grind the beans & heat <the> water to ninety-two degrees' },
    { start: 2500, end: 4000, text: 'Кофе — это просто. 咖啡' },
    { start: 3_723_004, end: 3_725_000, text: 'An hour later -->' },
  ],
  {},
  {
    newId: (() => {
      let n = 0;
      return () => `c${++n}`;
    })(),
  },
).document;
const captions = findTrack(document, 'captions')!.items;
const voiceOver = cuesFromWords([
  { text: 'Hello', start: 0.2, end: 0.5 },
  { text: 'there.', start: 0.5, end: 0.9 },
  { text: 'Bye.', start: 2, end: 2.4 },
]);

describe.runIf(hasFfmpeg)('subtitle files in ffmpeg', () => {
  const directory = mkdtempSync(join(tmpdir(), 'captions-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it.each([
    ['captions.srt', toSrt(cuesFromCaptions(captions))],
    ['paged.vtt', toWebVtt(cuesFromCaptions(captions, { wordsPerLine: 3 }))],
    ['voice-over.srt', toSrt(voiceOver)],
    ['voice-over.vtt', toWebVtt(voiceOver)],
  ])('%s opens without error, every cue read', (name, text) => {
    const path = join(directory, name);
    writeFileSync(path, text);
    // `-f null` takes no subtitle stream, so ffmpeg decodes the cues and writes them as SRT.
    const run = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'srt', '-'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.match(/-->/g)?.length).toBe(text.match(/ --> /g)!.length);
  });

  it('keeps the words and times', () => {
    const path = join(directory, 'check.srt');
    writeFileSync(path, toSrt(cuesFromCaptions(captions)));
    const run = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'srt', '-'], {
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('00:00:01,234 --> 00:00:02,500');
    expect(run.stdout).toContain('Кофе — это просто. 咖啡');
    expect(run.stdout).toContain('01:02:03,004 --> 01:02:05,000');
  });
});
