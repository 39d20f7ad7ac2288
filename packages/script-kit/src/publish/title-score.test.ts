import { describe, expect, it } from 'vitest';
import { scoreTitle } from './title-score';

const TOPIC = 'How to brew pour-over coffee at home';

describe('scoreTitle', () => {
  it('gives full marks to a title of ideal length with the keyword early, a number and a question', () => {
    expect(
      scoreTitle('Pour-over coffee at home: why do 9 of 10 cups taste bitter?', TOPIC, 'english'),
    ).toEqual({
      score: 10,
      why: [
        '59 characters: within the 40–70 that show in full.',
        'The keyword “pour-over” comes early.',
        'A number sets a clear expectation.',
        'A question or a curiosity word invites the click.',
        'Clear: no shouting capitals, no filler words.',
      ],
    });
  });

  it('marks down shouting, filler words, "!!!", a late keyword and a short length, saying so', () => {
    const result = scoreTitle('You will REALLY LOVE this very simple coffee!!!', TOPIC, 'english');
    expect(result.why).toEqual([
      '47 characters: within the 40–70 that show in full.',
      'The keyword “coffee” comes late: move it into the first 40 characters.',
      'No number: a figure (a count, a time) makes the promise concrete.',
      'Nothing left open: a question or a “why” makes viewers want the answer.',
      'Capital letters read as shouting: write words in normal case.',
      'Filler words (really, very): cut them.',
      'Repeated exclamation marks look like clickbait.',
    ]);
    // length 3 × 1 + keyword 2.5 × 0.5 + clarity 1.5 × 0 = 4.25 of 10.
    expect(result.score).toBe(4.3);
  });

  it('scores a title over YouTube’s 100 characters zero for length', () => {
    const long = `Pour-over coffee ${'and more '.repeat(12)}`.trim();
    expect(long.length).toBeGreaterThan(100);
    expect(scoreTitle(long, TOPIC, 'english').why[0]).toBe(
      `${long.length} characters: over YouTube’s limit of 100.`,
    );
  });

  it('explains in Russian for a Russian title, with the plural the number wants', () => {
    const result = scoreTitle(
      'Кофе пуровер дома: почему он горчит?',
      'Как заваривать кофе пуровер дома',
      'russian',
    );
    expect(result.why).toEqual([
      '36 символов: коротко; 40–70 символов скажут больше и всё равно поместятся.',
      'Ключевое слово «кофе» стоит в начале.',
      'Нет числа: цифра (количество, время) делает обещание конкретным.',
      'Вопрос или интрига побуждают кликнуть.',
      'Ясно: без крика заглавными и без слов-паразитов.',
    ]);
  });

  it('finds part of a Chinese topic in the title, and measures Chinese by its own ideal', () => {
    const result = scoreTitle('手冲咖啡：没人告诉你的3个秘诀', '如何在家做手冲咖啡', 'chinese');
    expect(result.why.slice(0, 2)).toEqual([
      '15 characters: within the 12–30 that show in full.',
      'The keyword “手冲咖啡” comes early.',
    ]);
    expect(result.score).toBe(10);
  });

  it('leaves the keyword out of the score when the topic is only function words', () => {
    const result = scoreTitle('How to do it in 5 minutes: what is the trick?', 'How to', 'english');
    expect(result.why.some((reason) => reason.includes('keyword'))).toBe(false);
    expect(result.score).toBe(10);
  });
});
