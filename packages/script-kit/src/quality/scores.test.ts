import { describe, expect, it } from 'vitest';
import { PHRASEBOOKS } from './advice-text';
import { measureScriptFeatures, type ScriptFeatures } from './features';
import { impactOf, scale, SCORE_NAMES, SCORE_WEIGHTS, scoreFeatures, within } from './scores';

const base = measureScriptFeatures('Why? Because.\n\nYou know. Subscribe!', {
  language: 'english',
});
const withFeatures = (changes: Partial<ScriptFeatures>): ScriptFeatures => ({
  ...base,
  ...changes,
});

describe('scales', () => {
  it('scale rises (or falls) linearly between its two ends and clamps', () => {
    expect([0, 1.25, 2.5, 5].map((value) => scale(value, 0, 2.5))).toEqual([0, 0.5, 1, 1]);
    expect([0.04, 0.095, 0.15, 0.3].map((value) => scale(value, 0.15, 0.04))).toEqual([
      1, 0.5, 0, 0,
    ]);
  });

  it('within is 1 inside the range and falls to 0 at the tolerances', () => {
    expect([1, 4.5, 8, 18, 25, 32, 40].map((value) => within(value, 8, 18, 7, 14))).toEqual([
      0, 0.5, 1, 1, 0.5, 0, 0,
    ]);
  });
});

describe('scoreFeatures', () => {
  it('weights the scores and each score’s signals to 1', () => {
    const total = SCORE_NAMES.reduce((sum, name) => sum + SCORE_WEIGHTS[name], 0);
    expect(total).toBeCloseTo(1, 10);
    for (const features of [base, withFeatures({ keyPointCoverage: 0.5, longWordShare: null })]) {
      const { components } = scoreFeatures(features);
      for (const name of SCORE_NAMES) {
        const weights = components.filter((component) => component.score === name);
        expect(weights.reduce((sum, { weight }) => sum + weight, 0)).toBeCloseTo(1, 10);
      }
    }
  });

  it('computes structure from hook, call to action and sections', () => {
    // 0.3 hook + 0.25 call to action + 0.25 × scale(2 paragraphs, 1, 4)
    // + 0.2 × within(2.5 words a paragraph, 20, 120, 15, 150) = 0.
    const { scores, signals } = scoreFeatures(base);
    expect(signals.paragraphs).toBeCloseTo(1 / 3, 10);
    expect(signals.paragraphLength).toBe(0);
    expect(scores.structure).toBeCloseTo(10 * (0.3 + 0.25 + 0.25 / 3), 10);
  });

  it('uses sentence length instead of long words for Chinese readability', () => {
    const { components } = scoreFeatures(withFeatures({ longWordShare: null }));
    expect(
      components.filter(({ score }) => score === 'readability').map(({ signal }) => signal),
    ).toEqual(['sentenceLength', 'longSentences']);
  });

  it('measures a recommendation’s impact in total-score points', () => {
    const impact = impactOf(scoreFeatures(withFeatures({ hook: false })));
    // structure 0.2 × 0.3 + engagement 0.2 × 0.2, times 10.
    expect(impact.get('hook')).toBeCloseTo(1, 10);
  });

  it('damps engagement and readability by filler, down to 40% at the worst', () => {
    const clean = scoreFeatures(withFeatures({ repetitionRatio: 0, topicPhraseMentions: 0 }));
    const title = scoreFeatures(
      withFeatures({ repetitionRatio: 0, topicPhraseMentions: 4, spokenMinutes: 1 }),
    );
    const repeated = scoreFeatures(withFeatures({ repetitionRatio: 0.3 }));
    for (const filler of [title, repeated]) {
      expect(filler.scores.engagement).toBeCloseTo(clean.scores.engagement * 0.4, 10);
      expect(filler.scores.readability).toBeCloseTo(clean.scores.readability * 0.4, 10);
      expect(filler.scores.structure).toBe(clean.scores.structure);
    }
    // Three times a minute is halfway between fine (2) and filler (4).
    const halfway = scoreFeatures(withFeatures({ topicPhraseMentions: 6, spokenMinutes: 2 }));
    expect(halfway.signals.topicPhrase).toBeCloseTo(0.5, 10);
    // What lifting the damping gives back is advice for the filler signal.
    const lift =
      (SCORE_WEIGHTS.engagement * clean.scores.engagement +
        SCORE_WEIGHTS.readability * clean.scores.readability) *
      0.6;
    expect(impactOf(title).get('topicPhrase')).toBeCloseTo(lift, 10);
  });
});

describe('advice wording', () => {
  it('declines Russian nouns by number', () => {
    const sections = (paragraphCount: number) =>
      PHRASEBOOKS.ru.sections(withFeatures({ paragraphCount }));
    expect([1, 2, 3].map(sections)).toEqual([
      'Разбейте сценарий на разделы, по одной мысли в абзаце (сейчас 1 абзац).',
      'Разбейте сценарий на разделы, по одной мысли в абзаце (сейчас 2 абзаца).',
      'Разбейте сценарий на разделы, по одной мысли в абзаце (сейчас 3 абзаца).',
    ]);
    expect(
      PHRASEBOOKS.ru.topic(
        withFeatures({
          topicTerms: ['кофе', 'обжарка'],
          topicInferred: false,
          topicSectionsCovered: 1,
          paragraphCount: 21,
          topicCoverage: 1 / 21,
        }),
      ),
    ).toBe('Чаще упоминайте слова темы («кофе», «обжарка»): они есть лишь в 1 из 21 раздела.');
  });

  it('lists missing key points, at most two by name', () => {
    const keyPoints = (missingKeyPoints: string[]) =>
      PHRASEBOOKS.en.keyPoints(withFeatures({ missingKeyPoints }));
    expect(keyPoints(['Budget'])).toBe('Cover every key point: “Budget” is not mentioned.');
    expect(keyPoints(['Budget', 'Lenses'])).toBe(
      'Cover every key point: “Budget” and “Lenses” are not mentioned.',
    );
    expect(keyPoints(['Budget', 'Lenses', 'Light', 'Sound'])).toBe(
      'Cover every key point: “Budget”, “Lenses” and 2 more are not mentioned.',
    );
  });
});
