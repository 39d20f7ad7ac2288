import { describe, expect, it } from 'vitest';
import { localeMismatches, type LocaleTree as Tree } from '../../test/flatten-locale';
import { i18n } from '../i18n';
import { describeUnplayable } from './describe-unplayable';
import { mediaEn, mediaRu } from './media-locales';

describe('media locales', () => {
  it('agree in English and Russian: keys, no empty texts, the same {{variables}}', () => {
    expect(localeMismatches(mediaEn as Tree, mediaRu as Tree)).toEqual([]);
  });

  it('say why a file cannot be played and what to convert it to', async () => {
    await i18n.changeLanguage('en');
    expect(
      describeUnplayable({ kind: 'codec', track: 'video', codec: 'ProRes', media: 'video' }),
    ).toBe("ProRes video can't be played in this browser — convert it to MP4 (H.264)");
    expect(describeUnplayable({ kind: 'container', format: 'AVI', media: 'video' })).toBe(
      "AVI files can't be opened in this browser — convert it to MP4 (H.264)",
    );
    expect(
      describeUnplayable({ kind: 'codec', track: 'audio', codec: 'AC-3', media: 'video' }),
    ).toBe("AC-3 sound can't be played in this browser — convert it to MP4 (H.264 + AAC)");
    expect(describeUnplayable({ kind: 'codec', track: 'audio', codec: null, media: 'audio' })).toBe(
      "its sound format can't be played in this browser — convert it to MP3",
    );
  });
});
