import { describe, expect, it } from 'vitest';
import { createDocument, findTrack } from '../document';
import { counter } from '../test-fixtures';
import { addCaptionsFromCues } from './caption-commands';
import { captionText } from './caption-items';
import {
  cuesFromCaptions,
  cuesFromWords,
  formatTimestamp,
  parseSrt,
  parseSubtitles,
  parseWebVtt,
  toSrt,
  toWebVtt,
} from './subtitle-files';

const captionsOf = (cues: Parameters<typeof addCaptionsFromCues>[1]) =>
  findTrack(
    addCaptionsFromCues(createDocument(), cues, {}, { newId: counter() }).document,
    'captions',
  )!.items;

// ffmpeg reading these files is checked by the server's tests (apps/server/test/modules/captions).
const sample = captionsOf([
  {
    start: 1234,
    end: 2500,
    text: 'Grind the beans & heat <the> water to ninety-two degrees, then wait',
  },
  { start: 3_723_004, end: 3_725_000, text: 'An hour later -->' },
]);

describe('writing', () => {
  it('formats timestamps for SRT and WebVTT', () => {
    expect(formatTimestamp(1234, ',')).toBe('00:00:01,234');
    expect(formatTimestamp(3_723_004, '.')).toBe('01:02:03.004');
  });

  it('writes numbered SRT cues, wrapped at 42 characters', () => {
    expect(toSrt(cuesFromCaptions(sample))).toBe(
      [
        '1',
        '00:00:01,234 --> 00:00:02,500',
        'Grind the beans & heat <the> water to',
        'ninety-two degrees, then wait',
        '',
        '2',
        '01:02:03,004 --> 01:02:05,000',
        'An hour later →',
        '',
      ].join('\n'),
    );
  });

  it('writes WebVTT with its header, escaped text, and pages of wordsPerLine words', () => {
    const vtt = toWebVtt(cuesFromCaptions(sample, { wordsPerLine: 4 }));
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:01.234 --> ')).toBe(true);
    expect(vtt).toContain('Grind the beans &amp;\n');
    expect(vtt).toContain('heat &lt;the&gt; water to\n');
    expect(vtt.match(/-->/g)).toHaveLength(4);
  });

  it('writes the cues of a voice-over on its own from its words', () => {
    const cues = cuesFromWords([
      { text: 'Hello', start: 0.2, end: 0.5 },
      { text: 'there.', start: 0.5, end: 0.9 },
      { text: 'Bye.', start: 2, end: 2.4 },
    ]);
    expect(cues).toEqual([
      { start: 200, end: 900, text: 'Hello there.' },
      { start: 2000, end: 2400, text: 'Bye.' },
    ]);
  });
});

describe('reading', () => {
  it('reads SRT cues, markup removed, and round-trips what it wrote', () => {
    const parsed = parseSrt(
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Hello</i> {\\an8}world\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000 X1:10\r\nAgain\r\n',
    );
    expect(parsed).toEqual({
      ok: true,
      cues: [
        { start: 1000, end: 2500, text: 'Hello world' },
        { start: 3000, end: 4000, text: 'Again' },
      ],
    });
    const cues = cuesFromCaptions(sample);
    const back = parseSrt(toSrt(cues));
    expect(back.ok && back.cues.map((cue) => [cue.start, cue.end])).toEqual(
      cues.map((cue) => [cue.start, cue.end]),
    );
    const again = back.ok ? captionsOf(back.cues) : [];
    expect(again.map(captionText)).toEqual([captionText(sample[0]!), 'An hour later →']);
  });

  it('reads WebVTT, skipping notes and styles, decoding entities, and round-trips', () => {
    const parsed = parseWebVtt(
      'WEBVTT - made by hand\n\nNOTE a comment\n\nSTYLE\n::cue { color: red }\n\nintro\n00:01.000 --> 00:02.000 align:start\n<v Anna>Fish &amp; chips</v>\n\n00:00:03.000 --> 00:00:04.000\n<c.loud>Hi</c> <00:00:03.500>there\n',
    );
    expect(parsed).toEqual({
      ok: true,
      cues: [
        { start: 1000, end: 2000, text: 'Fish & chips' },
        { start: 3000, end: 4000, text: 'Hi there' },
      ],
    });
    const written = toWebVtt(cuesFromCaptions(sample));
    const back = parseWebVtt(written);
    expect(back.ok && back.cues.map((cue) => cue.text)).toEqual([
      'Grind the beans & heat <the> water to ninety-two degrees, then wait',
      'An hour later →',
    ]);
    expect(parseSubtitles(written).ok).toBe(true);
    expect(parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\nx\n', 'a.srt').ok).toBe(true);
  });

  it('names the line of a malformed file', () => {
    expect(
      parseSrt('1\n00:00:01,000 --> 00:00:02,000\nfine\n\n2\n00:00:03 -> 00:00:04\nbroken\n'),
    ).toEqual({
      ok: false,
      error: 'line 6: expected a time range like 00:00:01,000 --> 00:00:02,500',
    });
    expect(parseSrt('\n\n1\n00:00:05,000 --> 00:00:04,000\nbackwards\n')).toEqual({
      ok: false,
      error: 'line 4: the cue ends before it starts',
    });
    expect(parseSrt('Just some text\n')).toEqual({
      ok: false,
      error: 'line 1: expected a caption number or a time range like 00:00:01,000 --> 00:00:02,500',
    });
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\n')).toEqual({
      ok: false,
      error: 'line 1: no captions found',
    });
    expect(parseSrt('1\n00:61:01,000 --> 00:62:02,000\nx\n')).toMatchObject({
      ok: false,
      error: /^line 2: /,
    });
    expect(parseWebVtt('1\n00:00:01.000 --> 00:00:02.000\nx\n')).toEqual({
      ok: false,
      error: 'line 1: a WebVTT file starts with WEBVTT',
    });
    expect(parseWebVtt('WEBVTT\n\n00:00:01.000 --> nope\nx\n')).toEqual({
      ok: false,
      error: 'line 3: expected a time range like 00:00:01.000 --> 00:00:02.500',
    });
  });
});
