import { describe, expect, it } from 'vitest';
import { addItem } from '../commands/add-item';
import { createDocument, findTrack, type TimelineDocument } from '../document';
import { commit, createHistory, undo } from '../history';
import { parseDocument } from '../parse-document';
import { addTrack } from '../tracks';
import { media } from '../test-fixtures';
import {
  deleteTrack,
  moveTrack,
  renameTrack,
  setMasterVolume,
  setTrackFlag,
  whyTrackStays,
} from './track-commands';
import { audibleTrackIds, visibleTrackIds } from './track-rules';

const ids = (document: TimelineDocument) => document.tracks.map((track) => track.id);

describe('renameTrack', () => {
  it('trims the name and keeps it to 40 characters, one undo step', () => {
    const document = createDocument();
    const result = renameTrack(document, 'audio-1', '  Voice  ');
    expect(findTrack(result.document, 'audio-1')!.name).toBe('Voice');
    expect(result.undo?.label).toBe('rename track');
    const long = renameTrack(document, 'audio-1', 'x'.repeat(60)).document;
    expect(findTrack(long, 'audio-1')!.name).toHaveLength(40);
    const history = commit(createHistory(document), result);
    expect(findTrack(undo(history).document, 'audio-1')!.name).toBe('Audio 1');
  });

  it('ignores an empty name, the same name and an unknown track', () => {
    const document = createDocument();
    expect(renameTrack(document, 'audio-1', '   ').undo).toBeNull();
    expect(renameTrack(document, 'audio-1', 'Audio 1').undo).toBeNull();
    expect(renameTrack(document, 'nope', 'Voice').undo).toBeNull();
  });
});

describe('setTrackFlag', () => {
  it('turns a switch on and off again, leaving the document as it was', () => {
    const document = createDocument();
    const on = setTrackFlag(document, 'overlay-1', 'hidden', true);
    expect(findTrack(on.document, 'overlay-1')!.hidden).toBe(true);
    const off = setTrackFlag(on.document, 'overlay-1', 'hidden', false);
    expect(off.document).toEqual(document);
    expect(setTrackFlag(document, 'overlay-1', 'hidden', false).undo).toBeNull();
  });

  it('saves every switch: the document round-trips through JSON', () => {
    let document = createDocument();
    for (const flag of ['hidden', 'muted', 'solo', 'locked'] as const)
      document = setTrackFlag(document, 'audio-2', flag, true).document;
    expect(parseDocument(JSON.parse(JSON.stringify(document)))).toEqual({ ok: true, document });
  });
});

describe('audible and visible tracks', () => {
  it('mute silences a track; while any track is solo only solo tracks are heard', () => {
    let document = createDocument();
    document = setTrackFlag(document, 'audio-2', 'muted', true).document;
    expect([...audibleTrackIds(document)]).toContain('audio-1');
    expect([...audibleTrackIds(document)]).not.toContain('audio-2');
    document = setTrackFlag(document, 'audio-1', 'solo', true).document;
    expect([...audibleTrackIds(document)]).toEqual(['audio-1']);
    document = setTrackFlag(document, 'audio-2', 'solo', true).document;
    // Muted stays muted even when solo.
    expect([...audibleTrackIds(document)]).toEqual(['audio-1']);
  });

  it('hidden tracks are not drawn', () => {
    const document = setTrackFlag(createDocument(), 'main-video', 'hidden', true).document;
    expect(visibleTrackIds(document).has('main-video')).toBe(false);
    expect(visibleTrackIds(document).has('overlay-1')).toBe(true);
  });
});

describe('moveTrack', () => {
  it('reorders overlays among overlays only', () => {
    const document = createDocument();
    const moved = moveTrack(document, 'overlay-2', 0);
    expect(ids(moved.document)).toEqual([
      'captions',
      'overlay-2',
      'overlay-1',
      'main-video',
      'audio-1',
      'audio-2',
    ]);
    expect(moved.undo?.label).toBe('move track');
    // Clamped to the band: an overlay never passes the captions or the main track.
    expect(ids(moveTrack(document, 'overlay-1', -5).document)).toEqual(ids(document));
    expect(ids(moveTrack(document, 'overlay-1', 99).document)).toEqual(ids(moved.document));
  });

  it('moves audio among audio and leaves a lone main track where it is', () => {
    const document = createDocument();
    expect(ids(moveTrack(document, 'audio-2', 0).document).slice(-2)).toEqual([
      'audio-2',
      'audio-1',
    ]);
    expect(moveTrack(document, 'main-video', 3).undo).toBeNull();
  });
});

describe('deleteTrack', () => {
  it('deletes an empty track that is not the last of its kind', () => {
    const result = deleteTrack(createDocument(), 'audio-2');
    expect(ids(result.document)).not.toContain('audio-2');
    expect(result.undo?.label).toBe('delete track');
  });

  it('keeps tracks with items, locked tracks and the last track of each kind', () => {
    let document = addItem(createDocument(), media('a', 'audios'), 0).document;
    expect(whyTrackStays(document, 'audio-1')).toBe('not-empty');
    expect(deleteTrack(document, 'audio-1').undo).toBeNull();
    document = setTrackFlag(document, 'audio-2', 'locked', true).document;
    expect(whyTrackStays(document, 'audio-2')).toBe('locked');
    expect(whyTrackStays(document, 'main-video')).toBe('last-of-kind');
    expect(deleteTrack(document, 'main-video').undo).toBeNull();
    expect(whyTrackStays(document, 'captions')).toBe('last-of-kind');
  });

  it('deletes an added overlay track', () => {
    const added = addTrack(createDocument(), 'overlay', () => 7);
    expect(ids(deleteTrack(added.document, added.track.id).document)).toEqual(
      ids(createDocument()),
    );
  });
});

describe('setMasterVolume', () => {
  it('clamps to 0–2 and rounds to the hundredth', () => {
    const document = createDocument();
    expect(setMasterVolume(document, 0.5).document.masterVolume).toBe(0.5);
    expect(setMasterVolume(document, 3).document.masterVolume).toBe(2);
    expect(setMasterVolume(document, -1).document.masterVolume).toBe(0);
    expect(setMasterVolume(document, 0.333).document.masterVolume).toBe(0.33);
    expect(setMasterVolume(document, 1).undo).toBeNull();
    expect(setMasterVolume(document, Number.NaN).undo).toBeNull();
  });
});
