import { describe, expect, it } from 'vitest';
import { analyzeScript, gradeOf } from './analyze-script';
import { HUMAN_POUR_OVER_SCRIPT } from './fixtures/human-pour-over-script';
import { OFFLINE_FILLER_SCRIPTS } from './fixtures/offline-filler-scripts';
import { STRONG_SCRIPTS } from './fixtures/strong-scripts';
import { WALLS_OF_TEXT } from './fixtures/walls-of-text';

const SCORE_FIELDS = [
  'total_score',
  'structure',
  'engagement',
  'readability',
  'emotional_tone',
  'clarity',
  'seo_optimization',
  'rhythm',
] as const;

describe('gradeOf', () => {
  it('uses the spec bands: A at 8, B at 6, else C', () => {
    expect([10, 8, 7.9, 6, 5.9, 0].map(gradeOf)).toEqual(['A', 'A', 'B', 'B', 'C', 'C']);
  });
});

describe('analyzeScript bands', () => {
  it.each(STRONG_SCRIPTS.map((fixture) => [fixture.name, fixture] as const))(
    'scores a well-built %s script 8 or more (grade A)',
    (_name, { text, context }) => {
      const assessment = analyzeScript(text, context);
      expect(assessment.total_score).toBeGreaterThanOrEqual(8);
      expect(gradeOf(assessment.total_score)).toBe('A');
      expect(assessment.structure).toBe(10);
      expect(assessment.recommendations.length).toBeLessThanOrEqual(1);
    },
  );

  it.each(WALLS_OF_TEXT.map((fixture) => [fixture.name, fixture] as const))(
    'scores an unstructured %s wall of text 5 or less',
    (_name, { text, context }) => {
      const assessment = analyzeScript(text, context);
      expect(assessment.total_score).toBeLessThanOrEqual(5);
      expect(assessment.structure).toBeLessThanOrEqual(2);
      expect(assessment.engagement).toBe(0);
      expect(assessment.recommendations).toHaveLength(5);
    },
  );

  it('scores a strong script without its hook and call to action lower, and says why first', () => {
    const [english] = STRONG_SCRIPTS;
    const paragraphs = english!.text.split('\n\n');
    const flat = [
      'This video covers coffee roasting at home. Roasting takes some practice.',
      ...paragraphs.slice(1, -1),
    ].join('\n\n');
    const assessment = analyzeScript(flat, english!.context);
    expect(assessment.total_score).toBe(8.1);
    expect(assessment.recommendations.slice(0, 2)).toEqual([
      'Open with a question or a surprising fact in the first two sentences.',
      'Add a call to action near the end (ask viewers to subscribe or comment).',
    ]);
  });
});

describe('analyzeScript and filler', () => {
  it.each(OFFLINE_FILLER_SCRIPTS.map((fixture) => [fixture.name, fixture] as const))(
    'grades the old offline writer’s coffee script (%s) C at best',
    (_name, { text, context }) => {
      const assessment = analyzeScript(text, context);
      expect(gradeOf(assessment.total_score)).toBe('C');
      // Filler pulls down engagement and readability, however well-formed the sentences are.
      expect(assessment.engagement).toBeLessThan(4);
      expect(assessment.readability).toBeLessThan(5);
      expect(assessment.recommendations[0]).toMatch(/^Cut repetition: \d+% of three-word phrases/);
    },
  );

  it('tells the creator to stop repeating the title, with the count and the rate', () => {
    const [issue] = OFFLINE_FILLER_SCRIPTS;
    expect(analyzeScript(issue!.text, issue!.context).recommendations).toContain(
      'Say the title less often: “how to brew pour-over coffee at home” comes 29 times, 5.9 a minute; use “it” or “this” and keep it to 2 a minute at most.',
    );
    expect(analyzeScript(issue!.text, issue!.context, 'ru').recommendations).toContain(
      'Реже повторяйте название: «how to brew pour-over coffee at home» звучит 29 раз, 5,9 раза в минуту; заменяйте его на «это» и держитесь не больше 2 раз в минуту.',
    );
  });

  it('grades a varied, human-written script on the same topic A, untouched by the filler checks', () => {
    const { text, context } = HUMAN_POUR_OVER_SCRIPT;
    const assessment = analyzeScript(text, context);
    expect(gradeOf(assessment.total_score)).toBe('A');
    expect(assessment.engagement).toBeGreaterThanOrEqual(9);
    expect(assessment.readability).toBe(10);
    expect(assessment.recommendations.join(' ')).not.toMatch(/repetition|title/i);
  });

  it('scores what is said: [cues] for the creator are not words of the script', () => {
    const { text, context } = HUMAN_POUR_OVER_SCRIPT;
    const withCues = text
      .replace("Let's start with grind size.", "Let's start with grind size. [Show the grinder.]")
      .replace(/\n\nNext, water/, '\n\n[B-roll: the kettle, about 10 seconds]\n\nNext, water');
    expect(withCues).not.toBe(text);
    expect(analyzeScript(withCues, context)).toEqual(analyzeScript(text, context));
  });
});

describe('analyzeScript output', () => {
  const wall = WALLS_OF_TEXT[0]!;

  it('returns every score with one decimal, and the spoken minutes', () => {
    const assessment = analyzeScript(wall.text, wall.context);
    expect(assessment).toEqual({
      total_score: 1.4,
      video_duration: 1.9,
      structure: 0,
      engagement: 0,
      // 3 before filler: 13% of its three-word phrases repeat ("the roasting process").
      readability: 1.5,
      emotional_tone: 0,
      clarity: 1,
      seo_optimization: 7.8,
      rhythm: 2.5,
      recommendations: [
        'Shorten your sentences: they average 70.8 words; aim for 8–18.',
        'Cut repetition: 13% of three-word phrases repeat, “the roasting process” most often.',
        'Split the script into sections, one idea per paragraph (now 1 paragraph).',
        'Open with a question or a surprising fact in the first two sentences.',
        'Add emotion: words like “amazing”, “love” or “mistake” appear 0 times per 100 words.',
      ],
      form: 'long',
    });
  });

  it('gives the same recommendations in Russian', () => {
    expect(analyzeScript(wall.text, wall.context, 'ru').recommendations).toEqual([
      'Сократите предложения: в среднем 70,8 слова, лучше 8–18.',
      'Уберите повторы: 13% фраз из трёх слов повторяются, чаще всего «the roasting process».',
      'Разбейте сценарий на разделы, по одной мысли в абзаце (сейчас 1 абзац).',
      'Начните с вопроса или неожиданного факта в первых двух предложениях.',
      'Добавьте эмоций: слова вроде «amazing», «love» или «mistake» встречаются 0 раз на 100 слов.',
    ]);
  });

  it('quotes Chinese lengths in characters', () => {
    const chinese = WALLS_OF_TEXT.find((fixture) => fixture.name === 'chinese')!;
    expect(analyzeScript(chinese.text, chinese.context).recommendations[0]).toBe(
      'Shorten your sentences: they average 109.3 characters; aim for 13–30.',
    );
  });

  it('points at the topic words missing from most sections', () => {
    const sections = [
      'Do you drink coffee every morning? Most of us do!',
      ...[
        'Water quality changes everything you taste.',
        'Grind size decides how fast you extract.',
        'Temperature matters more than you think.',
        'Timing is where most people slip up.',
        'Your scale is the best tool you own.',
        'Fresh filters keep the cup clean for you.',
        'Clean gear keeps the flavour bright.',
      ].map((line) => `${line} Why? Because small details add up.`),
      'Subscribe and tell me in the comments what you brew next!',
    ];
    const assessment = analyzeScript(sections.join('\n\n'), {
      language: 'english',
      topic: 'coffee roast',
    });
    expect(assessment.recommendations).toContain(
      'Mention the topic words (“coffee”, “roast”) more often; they appear in only 1 of 9 sections.',
    );
  });

  it('asks for varied sentences when most have the same length', () => {
    const text = [
      'Have you ever wondered why some people seem to wake up full of energy while you still stumble around the kitchen looking for coffee? In this video you will learn a simple morning routine that takes less than twenty minutes and works even if you hate early alarms.',
      'The first step of a good morning routine is drinking a full glass of water before you touch your phone or check any messages. Your body has gone without water for eight hours, and that small glass wakes up your brain faster than you would probably expect.',
      'The second step of the morning routine is five minutes of light stretching, which loosens your back and gets your blood moving again. You do not need a yoga mat or a special program, because simple moves that you already know from school work perfectly well.',
      'The third step of this morning routine is writing down the three most important tasks for your day on a small piece of paper. If this morning routine helped you, subscribe to the channel and tell me in the comments which step you are going to try first.',
    ].join('\n\n');
    const assessment = analyzeScript(text, {
      language: 'english',
      topic: 'A simple morning routine',
    });
    expect(assessment.rhythm).toBe(0);
    expect(assessment.recommendations).toEqual([
      'Vary sentence length: most sentences are 23–24 words long.',
      'Add a few short, punchy sentences of 6 words or fewer.',
      'Shorten your sentences: they average 23.6 words; aim for 8–18.',
      'Show excitement at the key moments: 0 of 8 sentences end with “!”.',
    ]);
  });

  it('gives the same output for the same input', () => {
    for (const { text, context } of [...STRONG_SCRIPTS, ...WALLS_OF_TEXT]) {
      expect(analyzeScript(text, context, 'ru')).toEqual(analyzeScript(text, context, 'ru'));
    }
  });

  it('keeps every score within 0–10 with at most one decimal and at most five tips', () => {
    const texts = ['', 'Hi.', 'Hello there!\n\nYou?', ...STRONG_SCRIPTS.map(({ text }) => text)];
    for (const text of texts) {
      const assessment = analyzeScript(text, { language: 'english' });
      for (const field of SCORE_FIELDS) {
        expect(assessment[field]).toBeGreaterThanOrEqual(0);
        expect(assessment[field]).toBeLessThanOrEqual(10);
        expect(Math.round(assessment[field] * 10) / 10).toBe(assessment[field]);
      }
      expect(assessment.recommendations.length).toBeLessThanOrEqual(5);
    }
  });

  it('scores an empty script 0 with no recommendations', () => {
    expect(analyzeScript('   ', { language: 'german' })).toEqual({
      total_score: 0,
      video_duration: 0,
      structure: 0,
      engagement: 0,
      readability: 0,
      emotional_tone: 0,
      clarity: 0,
      seo_optimization: 0,
      rhythm: 0,
      recommendations: [],
      form: 'long',
    });
  });
});
