import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { splitItem } from '../commands/split-item';
import { createDocument, findItem } from '../document';
import { commit, createHistory, undo } from '../history';
import { media } from '../test-fixtures';
import { setDuckingDb, setItemAudioRole, setItemFades } from './sound-commands';

describe('sound commands', () => {
  const document = addItem(
    createDocument(),
    media('a', 'audios', { sourceDuration: 8000 }),
    0,
  ).document;

  it('sets fades clamped to 0..5 s and to the item, and undo takes them back', () => {
    const faded = setItemFades(document, 'a', { fadeIn: 1234.4, fadeOut: 9000 });
    expect(faded.undo?.label).toBe('set fades');
    expect(findItem(faded.document, 'a')).toMatchObject({ fadeIn: 1234, fadeOut: 5000 });
    // Together they never pass the item's 8 s.
    const longer = setItemFades(faded.document, 'a', { fadeIn: 5000 });
    expect(findItem(longer.document, 'a')).toMatchObject({ fadeIn: 3000, fadeOut: 5000 });
    // 0 takes a fade away; a non-number is ignored.
    const cleared = setItemFades(longer.document, 'a', { fadeIn: 0, fadeOut: Number.NaN });
    expect(findItem(cleared.document, 'a')?.fadeIn).toBeUndefined();
    expect(findItem(cleared.document, 'a')?.fadeOut).toBe(5000);
    expect(setItemFades(document, 'a', { fadeIn: -5 }).undo).toBeNull();

    const history = undo(commit(createHistory(document), faded));
    expect(findItem(history.document, 'a')?.fadeIn).toBeUndefined();
  });

  it('fades only sound and video items', () => {
    const titled = addItem(
      document,
      { id: 't', mediaId: '', name: 'T', url: '', type: 'text' },
      0,
    ).document;
    expect(setItemFades(titled, 't', { fadeIn: 1000 }).undo).toBeNull();
  });

  it('a split keeps the fade in on the left half and the fade out on the right', () => {
    const faded = setItemFades(document, 'a', { fadeIn: 1000, fadeOut: 1000 }).document;
    const split = splitItem(faded, 'a', 4000, { newId: () => 'b' }).document;
    expect(findItem(split, 'a')).toMatchObject({ fadeIn: 1000 });
    expect(findItem(split, 'a')?.fadeOut).toBeUndefined();
    expect(findItem(split, 'b')).toMatchObject({ fadeOut: 1000 });
    expect(findItem(split, 'b')?.fadeIn).toBeUndefined();
  });

  it('marks a sound as music or voice, and back to automatic', () => {
    const music = setItemAudioRole(document, 'a', 'music');
    expect(findItem(music.document, 'a')?.audioRole).toBe('music');
    const auto = setItemAudioRole(music.document, 'a', undefined);
    expect(findItem(auto.document, 'a')).not.toHaveProperty('audioRole');
    expect(setItemAudioRole(document, 'a', undefined).undo).toBeNull();
  });

  it('sets the ducking depth within 0..30 dB in half dB', () => {
    expect(setDuckingDb(document, 6.3).document.duckingDb).toBe(6.5);
    expect(setDuckingDb(document, 99).document.duckingDb).toBe(30);
    expect(setDuckingDb(document, -1).document.duckingDb).toBe(0);
    expect(setDuckingDb(document, 12).undo).toBeNull();
    expect(setDuckingDb(document, Number.NaN).undo).toBeNull();
  });

  it('a voice-over from the library arrives as the voice', () => {
    const voiced = addItem(
      createDocument(),
      media('vo', 'audios', { audioRole: 'voice' }),
      0,
    ).document;
    expect(findItem(voiced, 'vo')?.audioRole).toBe('voice');
  });
});
