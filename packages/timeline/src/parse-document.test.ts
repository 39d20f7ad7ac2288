import { describe, expect, it } from 'vitest';
import { addItem } from './commands/add-item';
import { createDocument } from './document';
import { parseDocument } from './parse-document';
import { media } from './test-fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const clone = (value: unknown): any => JSON.parse(JSON.stringify(value));

describe('parseDocument', () => {
  it('round-trips a document through JSON', () => {
    const document = addItem(createDocument(), media('a'), 2000).document;
    expect(parseDocument(JSON.stringify(document))).toEqual({ ok: true, document });
  });

  it('keeps a title and checks its look', () => {
    const titled = addItem(
      createDocument(),
      { id: 't', mediaId: '', name: 'Title', url: '', type: 'text', text: { content: 'Hi' } },
      0,
    ).document;
    expect(parseDocument(JSON.stringify(titled))).toEqual({ ok: true, document: titled });
    const bad = clone(titled);
    bad.tracks[1].items[0].text.color = 'blue';
    expect(parseDocument(bad)).toEqual({
      ok: false,
      error: 'tracks.1.items.0.text.color: expected a #rrggbb colour',
    });
    delete bad.tracks[1].items[0].text;
    expect(parseDocument(bad)).toEqual({
      ok: false,
      error: 'tracks.1.items.0.text: a text item needs its text',
    });
  });

  it('migrates a version 1 document (flat items, seconds, singular types)', () => {
    const result = parseDocument({
      tracks: [
        { id: 'main-video', name: 'Main Video', type: 'main' },
        { id: 'audio-1', name: 'Audio 1', type: 'audio' },
      ],
      items: [
        {
          id: 'b',
          mediaId: 'm',
          name: 'b.mp4',
          url: '',
          type: 'video',
          trackId: 'main-video',
          trackType: 'main',
          startTime: 12.5,
          duration: 3,
          volume: 0.5,
          opacity: 1,
        },
        {
          id: 'a',
          mediaId: 'm',
          name: 'a.mp4',
          url: '',
          type: 'videos',
          trackId: 'main-video',
          trackType: 'main',
          startTime: 0,
          duration: 10,
          volume: 1,
          opacity: 1,
        },
        {
          id: 'c',
          mediaId: 'm',
          name: 'c.mp3',
          url: '',
          type: 'audio',
          trackId: 'audio-1',
          trackType: 'audio',
          startTime: 58,
          duration: 4.25,
          volume: 1,
          opacity: 1,
        },
      ],
    });
    if (!result.ok) throw new Error(result.error);
    const [captions, main, audio] = result.document.tracks;
    expect(captions).toMatchObject({
      id: 'captions',
      name: 'Captions',
      type: 'caption',
      items: [],
    });
    expect(
      main!.items.map((item) => [
        item.id,
        item.type,
        item.startTime,
        item.duration,
        item.trimStart,
      ]),
    ).toEqual([
      ['a', 'videos', 0, 10000, 0],
      ['b', 'videos', 12500, 3000, 0],
    ]);
    expect(audio!.items[0]).toMatchObject({ type: 'audios', startTime: 58000, duration: 4250 });
    expect(result.document.schemaVersion).toBe(5);
    expect(result.document.totalDuration).toBe(72250);
  });

  it('rejects bad input naming the field', () => {
    const good = JSON.parse(JSON.stringify(addItem(createDocument(), media('a'), 0).document));
    expect(parseDocument('{')).toEqual({ ok: false, error: 'document: not valid JSON' });
    expect(parseDocument([])).toEqual({ ok: false, error: 'document: expected an object' });
    expect(parseDocument({ ...good, schemaVersion: 9 })).toEqual({
      ok: false,
      error: 'schemaVersion: 9 is newer than this editor (5)',
    });
    const short = clone(good);
    short.tracks[3].items[0].duration = 50;
    expect(parseDocument(short)).toEqual({
      ok: false,
      error: 'tracks.3.items.0.duration: Too small: expected number to be >=100',
    });
    const loud = clone(good);
    loud.tracks[3].items[0].volume = 1.5;
    expect(parseDocument(loud)).toEqual({
      ok: false,
      error: 'tracks.3.items.0.volume: Too big: expected number to be <=1',
    });
    const kind = clone(good);
    kind.tracks[3].items[0].type = 'gif';
    expect(parseDocument(kind)).toEqual({
      ok: false,
      error:
        'tracks.3.items.0.type: Invalid option: expected one of "videos"|"images"|"audios"|"text"|"caption"',
    });
    const fractional = clone(good);
    fractional.tracks[3].items[0].startTime = 1.5;
    expect(parseDocument(fractional)).toEqual({
      ok: false,
      error: 'tracks.3.items.0.startTime: Invalid input: expected int, received number',
    });
    const wrongKind = clone(good);
    wrongKind.tracks[3].items[0].trackType = 'audio';
    expect(parseDocument(wrongKind)).toEqual({
      ok: false,
      error: 'tracks.3.items.0.trackType: audio is not main',
    });
    const overlap = clone(good);
    overlap.tracks[3].items.push({ ...overlap.tracks[3].items[0], id: 'b', startTime: 5000 });
    expect(parseDocument(overlap)).toEqual({
      ok: false,
      error: 'tracks.3.items.1.startTime: overlaps a',
    });
    const soundOnMain = clone(good);
    soundOnMain.tracks[3].items[0].type = 'audio';
    expect(parseDocument(soundOnMain)).toEqual({
      ok: false,
      error: 'tracks.3.items.0.type: a main track does not take audios',
    });
    const duplicate = clone(good);
    duplicate.tracks[3].items.push({ ...duplicate.tracks[3].items[0], startTime: 20000 });
    expect(parseDocument(duplicate)).toEqual({
      ok: false,
      error: 'tracks.3.items.1.id: duplicate id a',
    });
  });

  it('reads a version 3 project as a 16:9 one with 12 dB ducking, keeping its items', () => {
    const current = addItem(createDocument(), media('a'), 0).document;
    const { format: _format, duckingDb: _ducking, ...rest } = JSON.parse(JSON.stringify(current));
    const result = parseDocument({ ...rest, schemaVersion: 3 });
    if (!result.ok) throw new Error(result.error);
    expect(result.document).toMatchObject({ schemaVersion: 5, format: '16:9', duckingDb: 12 });
    expect(result.document.tracks).toEqual(current.tracks);
  });

  it('keeps a vertical format, fits, pans, fades and roles, and names the field that is out of range', () => {
    const document = addItem(createDocument('9:16'), media('a'), 0).document;
    const saved = JSON.parse(JSON.stringify(document));
    Object.assign(saved.tracks[3].items[0], {
      fit: 'fill',
      pan: { x: -0.5, y: 0 },
      fadeIn: 500,
      fadeOut: 5000,
      audioRole: 'music',
    });
    const result = parseDocument(saved);
    if (!result.ok) throw new Error(result.error);
    expect(result.document.format).toBe('9:16');
    expect(result.document.tracks[3]!.items[0]).toMatchObject({
      fit: 'fill',
      pan: { x: -0.5, y: 0 },
      fadeIn: 500,
      fadeOut: 5000,
      audioRole: 'music',
    });
    expect(parseDocument({ ...saved, format: '21:9' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^format: /),
    });
    const longFade = clone(saved);
    longFade.tracks[3].items[0].fadeOut = 5001;
    expect(parseDocument(longFade)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^tracks\.3\.items\.0\.fadeOut: /),
    });
    const farPan = clone(saved);
    farPan.tracks[3].items[0].pan = { x: 2, y: 0 };
    expect(parseDocument(farPan)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^tracks\.3\.items\.0\.pan\.x: /),
    });
  });

  it('reads a version 4 project at full master volume, keeping its items', () => {
    const current = addItem(createDocument('9:16'), media('a'), 0).document;
    const { masterVolume: _master, ...rest } = JSON.parse(JSON.stringify(current));
    const result = parseDocument({ ...rest, schemaVersion: 4 });
    if (!result.ok) throw new Error(result.error);
    expect(result.document).toMatchObject({ schemaVersion: 5, format: '9:16', masterVolume: 1 });
    expect(result.document.tracks).toEqual(current.tracks);
  });

  it("keeps an item's craft and a track's switches, and names the field that is out of range", () => {
    const saved = JSON.parse(JSON.stringify(addItem(createDocument(), media('a'), 0).document));
    const craft = {
      speed: 2,
      crop: { left: 0.1, top: 0, right: 0.2, bottom: 0.05 },
      rotation: -90,
      flipH: true,
      keyframes: {
        opacity: [
          { time: 0, value: 0, easing: 'ease-in' },
          { time: 1000, value: 1, easing: 'hold' },
        ],
      },
      colour: { brightness: 0.2, contrast: 0, saturation: -1, temperature: 0.5, look: 'film' },
      transitionIn: { kind: 'wipe-left', duration: 500 },
      transitionOut: { kind: 'dip-white', duration: 3000 },
    };
    Object.assign(saved.tracks[3].items[0], craft);
    Object.assign(saved.tracks[3], { hidden: true, muted: true, solo: false, locked: true });
    const result = parseDocument({ ...saved, masterVolume: 1.5 });
    if (!result.ok) throw new Error(result.error);
    expect(result.document.masterVolume).toBe(1.5);
    expect(result.document.tracks[3]).toMatchObject({ hidden: true, muted: true, locked: true });
    expect(result.document.tracks[3]!.items[0]).toMatchObject(craft);

    const bad = (change: (document: ReturnType<typeof clone>) => void) => {
      const copy = clone(saved);
      change(copy);
      const parsed = parseDocument(copy);
      return parsed.ok ? 'accepted' : parsed.error;
    };
    const item = 'tracks.3.items.0';
    expect(bad((d) => (d.tracks[3].items[0].speed = 8))).toMatch(new RegExp(`^${item}.speed: `));
    expect(bad((d) => (d.tracks[3].items[0].transitionIn.duration = 50))).toMatch(
      new RegExp(`^${item}.transitionIn.duration: `),
    );
    expect(bad((d) => (d.tracks[3].items[0].transitionIn.kind = 'spin'))).toMatch(
      new RegExp(`^${item}.transitionIn.kind: `),
    );
    expect(bad((d) => (d.tracks[3].items[0].crop.right = 0.9))).toMatch(
      new RegExp(`^${item}.crop.right: left and right together`),
    );
    expect(bad((d) => (d.tracks[3].items[0].colour.look = 'sepia'))).toMatch(
      new RegExp(`^${item}.colour.look: `),
    );
    expect(bad((d) => d.tracks[3].items[0].keyframes.opacity.reverse())).toMatch(
      new RegExp(`^${item}.keyframes.opacity: keyframes must be in time order`),
    );
    expect(bad((d) => (d.tracks[3].items[0].keyframes.opacity[0].value = 2))).toMatch(
      new RegExp(`^${item}.keyframes.opacity.0.value: `),
    );
    expect(bad((d) => (d.tracks[3].hidden = 'yes'))).toMatch(/^tracks\.3\.hidden: /);
    expect(bad((d) => (d.masterVolume = 3))).toMatch(/^masterVolume: /);
  });
});
