import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { generationFailureText, refusedPictureOf } from './failure-text';
import { THUMBNAILS_NAMESPACE } from './thumbnails-locales';

const t = i18n.getFixedT(null, THUMBNAILS_NAMESPACE);
const invalid = (message: string) => ({ code: 'INVALID_IMAGE', message });

// The server's messages (request-input.ts, failure-limit.ts), word for word.
const NOT_AN_IMAGE =
  'The object picture "cat.png" (objectImages[2]) is not a valid image: it is not a PNG, JPEG or WebP file.';
const TOO_BIG =
  'The reference picture "cabin.png" (referenceImage) is not a valid image: it is 7000×7000 pixels; pictures may have up to 40 megapixels and 16384 pixels a side.';
const DAMAGED =
  'The object picture "broken.png" (objectImages[1]) is not a valid image: its data is damaged or cut short.';
const TOO_MANY = 'Too many failed thumbnail generations (10 a minute). Try again in 42 seconds.';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('refusedPictureOf', () => {
  it('reads which picture the server refused and why', () => {
    expect(refusedPictureOf(NOT_AN_IMAGE)).toEqual({
      role: 'object',
      name: 'cat.png',
      reason: 'type',
    });
    expect(refusedPictureOf(TOO_BIG)).toEqual({
      role: 'reference',
      name: 'cabin.png',
      reason: 'dimensions',
    });
    expect(refusedPictureOf(DAMAGED)?.reason).toBe('damaged');
    expect(
      refusedPictureOf(
        'The reference picture (referenceImage) is not a valid image: its header is damaged.',
      ),
    ).toEqual({ role: 'reference', name: null, reason: 'damaged' });
    expect(refusedPictureOf('Invalid reference image format')).toBeNull();
  });
});

describe('generationFailureText', () => {
  it('names the refused picture, in English and in Russian', async () => {
    expect(generationFailureText(invalid(NOT_AN_IMAGE), t)).toBe(
      '“cat.png” is not a valid image: it is not a PNG, JPEG or WebP file.',
    );
    await loadLanguage('ru');
    await i18n.changeLanguage('ru');
    expect(generationFailureText(invalid(NOT_AN_IMAGE), t)).toBe(
      '«cat.png» — не изображение: это не файл PNG, JPEG или WebP.',
    );
    expect(generationFailureText(invalid(TOO_BIG), t)).toBe(
      '«cabin.png» не подходит: больше 40 мегапикселей или 16 384 пикселей по стороне.',
    );
    expect(generationFailureText(invalid(DAMAGED), t)).toBe(
      '«broken.png» не удалось прочитать: файл повреждён или обрезан.',
    );
    expect(generationFailureText({ code: 'RATE_LIMITED', message: TOO_MANY }, t)).toBe(
      'Слишком много неудачных попыток за минуту. Подождите минуту и попробуйте снова.',
    );
  });

  it('keeps the server’s words for anything else', () => {
    expect(generationFailureText(invalid('Send one reference image.'), t)).toBe(
      'Send one reference image.',
    );
    expect(generationFailureText({ code: 'THUMBNAIL_FAILED', message: 'Gemini said no' }, t)).toBe(
      'Gemini said no',
    );
    expect(generationFailureText({ code: null, message: null }, t)).toBe(
      'No thumbnails were generated',
    );
  });
});
