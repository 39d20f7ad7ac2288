import { describe, expect, it } from 'vitest';
import { measureScriptFeatures } from './features';

const phraseOf = (text: string, topic: string, language: 'english' | 'russian' | 'chinese') => {
  const features = measureScriptFeatures(text, { language, topic });
  return { phrase: features.topicPhrase, mentions: features.topicPhraseMentions };
};

describe('topic phrase mentions', () => {
  it('counts the whole topic said word for word, case and quotes aside', () => {
    const text =
      '“How to brew pour-over coffee at home” is today’s video. How to brew pour-over coffee at home, step one.\n\nWe brew coffee at home a lot: how to brew pour-over coffee.';
    expect(phraseOf(text, 'How to brew pour-over coffee at home', 'english')).toEqual({
      phrase: 'how to brew pour-over coffee at home',
      mentions: 2,
    });
  });

  it('counts Russian and Chinese phrases too', () => {
    expect(
      phraseOf(
        'Как заварить кофе дома? Сегодня: как заварить кофе дома.',
        'Как заварить кофе дома',
        'russian',
      ).mentions,
    ).toBe(2);
    expect(phraseOf('手冲咖啡入门。今天讲手冲咖啡入门！', '手冲咖啡入门', 'chinese').mentions).toBe(
      2,
    );
  });

  it('ignores topics too short to be a phrase: a script may say its subject often', () => {
    expect(phraseOf('Coffee. Coffee. Coffee beans.', 'coffee beans', 'english')).toEqual({
      phrase: null,
      mentions: 0,
    });
  });
});
