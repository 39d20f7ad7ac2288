import {
  analyzeScript,
  CONTENT_TYPES,
  cuesOf,
  lengthRange,
  measureLength,
  SCRIPT_LANGUAGES,
  SHORT_FORM_DURATIONS,
  spokenText,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendShortScript, writeScript } from '../../../src/modules/script/offline-writer';

/** Words to build topics and key points from, so that any topic is tried, not a fixed few. */
const WORDS: Record<ScriptLanguage, string[]> = {
  english:
    'coffee home budget travel keyboards morning routine guitar chords python sourdough bread running marathon sleep garden photos editing'.split(
      ' ',
    ),
  russian:
    'кофе дома бюджет путешествия клавиатуры утро привычки гитара аккорды хлеб бег марафон сон сад фото монтаж'.split(
      ' ',
    ),
  spanish:
    'café casa presupuesto viajes teclados mañana rutina guitarra acordes pan correr maratón sueño jardín fotos edición'.split(
      ' ',
    ),
  french:
    'café maison budget voyages claviers matin routine guitare accords pain course marathon sommeil jardin photos montage'.split(
      ' ',
    ),
  german:
    'Kaffee Zuhause Budget Reisen Tastaturen Morgen Routine Gitarre Akkorde Brot Laufen Marathon Schlaf Garten Fotos Schnitt'.split(
      ' ',
    ),
  chinese:
    '咖啡 家里 预算 旅行 键盘 早晨 习惯 吉他 和弦 面包 跑步 马拉松 睡眠 花园 照片 剪辑'.split(' '),
};

/** Independent of the writer and the analyzer: after . ! ? … and the Chinese end marks. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…。！？][”»“"’]?)\s*|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

/** A one-line call to action, as each language asks for it. */
const CALL_TO_ACTION: Record<ScriptLanguage, RegExp> = {
  english: /follow|subscribe|comment/i,
  russian: /подпиш|коммент|лайк/i,
  spanish: /sígueme|suscríbete|coment/i,
  french: /abonnez|commentaire|like/i,
  german: /abonnier|kommentar|like/i,
  chinese: /关注|评论|点赞/,
};
const GREETING =
  /\b(?:hello|hi|welcome)\b|привет|добро пожаловать|hola|bienvenid|bonjour|bienvenue|hallo|willkommen|大家好|欢迎/iu;

const phrase = (language: ScriptLanguage, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...WORDS[language]), { minLength: min, maxLength: max })
    .map((words) => words.join(language === 'chinese' ? '' : ' '));

const brief = fc
  .record({
    language: fc.constantFrom(...SCRIPT_LANGUAGES),
    duration: fc.constantFrom(...SHORT_FORM_DURATIONS),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  })
  .chain((base) =>
    fc.record({
      ...Object.fromEntries(Object.entries(base).map(([key, value]) => [key, fc.constant(value)])),
      topic: phrase(base.language, 1, 6),
      keyPoints: fc.array(phrase(base.language, 1, 4), { maxLength: 3 }),
    }),
  ) as fc.Arbitrary<Parameters<typeof writeScript>[0]>;

describe('short scripts from the offline writer', () => {
  it('sizes every Short within ±10 % of 150 words (250 Chinese characters) a minute, hook first, call to action last', () => {
    fc.assert(
      fc.property(brief, (input) => {
        const script = writeScript(input);
        const { language, duration } = input;
        const range = lengthRange(duration, language);
        const length = measureLength(spokenText(script), language);
        expect(length).toBeGreaterThanOrEqual(range.min);
        expect(length).toBeLessThanOrEqual(range.max);

        const sentences = sentencesOf(script);
        // The hook is said in 3 s: 8 words, or 13 Chinese characters.
        expect(measureLength(sentences[0]!, language)).toBeLessThanOrEqual(
          language === 'chinese' ? 13 : 8,
        );
        expect(sentences.at(-1)).toMatch(CALL_TO_ACTION[language]);
        expect(script.split('\n\n').at(-1)).toBe(sentences.at(-1));
        expect(script).not.toMatch(GREETING);
        // Every word is meant to be said: no [cues] for the creator to fill.
        expect(cuesOf(script)).toEqual([]);
        expect(script).not.toMatch(/\{\w+\}/);
        expect(writeScript(input)).toBe(script);

        const quality = analyzeScript(script, { language, duration, topic: input.topic });
        expect(quality.form).toBe('short');
        expect(quality.short_form!.greeting).toBe(false);
        expect(quality.short_form!.hook_seconds).toBeLessThanOrEqual(3.2);
        // The payoff lands by three quarters of the runtime.
        const seconds = (length / (language === 'chinese' ? 250 : 150)) * 60;
        expect(quality.short_form!.payoff_seconds).toBeLessThanOrEqual(0.75 * seconds + 0.05);
        expect(quality.structure).toBeGreaterThanOrEqual(9);
      }),
      { numRuns: 300, seed: 24 },
    );
  });

  it('builds its one idea on the creator’s first key point, word for word', () => {
    const script = writeScript({
      topic: 'mechanical keyboards',
      contentType: 'tech',
      language: 'english',
      duration: '60s',
      keyPoints: ['Switch types', 'Keycaps'],
    });
    expect(script).toContain('“Switch types”');
    expect(script).not.toContain('Keycaps');
    expect(script).toContain('mechanical keyboards');
  });

  it('extends a Short only with beats it has not said, within the room it is given', () => {
    const input = {
      topic: 'sourdough bread',
      contentType: 'lifestyle',
      language: 'russian',
      duration: '30s',
      keyPoints: [],
    } as const;
    const script = writeScript({ ...input, keyPoints: [] });
    const extension = extendShortScript({ ...input, script }, 20);
    expect(measureLength(extension, 'russian')).toBeGreaterThan(0);
    expect(measureLength(extension, 'russian')).toBeLessThanOrEqual(20);
    for (const sentence of sentencesOf(extension)) expect(script).not.toContain(sentence);
    expect(extendShortScript({ ...input, script }, 2)).toBe('');
  });
});
