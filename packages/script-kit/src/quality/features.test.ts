import { describe, expect, it } from 'vitest';
import { measureScriptFeatures } from './features';

describe('measureScriptFeatures on a tiny English script', () => {
  const text =
    'Why does coffee go stale? Oxygen. It attacks the oils in roasted beans, and you can taste it within a week!\n\n' +
    'Store your beans in an airtight jar. Subscribe for more tips.';
  const features = measureScriptFeatures(text, { language: 'english', topic: 'Coffee storage' });

  it('measures length, paragraphs and sentences', () => {
    expect(features).toMatchObject({
      lengthUnit: 'words',
      length: 32,
      paragraphCount: 2,
      meanParagraphLength: 16,
      sentenceCount: 5,
      meanSentenceLength: 6.4,
      typicalSentenceLength: [4, 7],
      shortestSentence: 1,
      longestSentence: 15,
      longSentenceShare: 0,
      shortSentenceShare: 0.6,
      longWordShare: 0,
    });
    // Lengths 5, 1, 15, 7, 4: variance 111.2 / 5.
    expect(features.sentenceLengthStdDev).toBeCloseTo(Math.sqrt(22.24), 10);
    expect(features.spokenMinutes).toBeCloseTo(32 / 150, 10);
  });

  it('counts questions, exclamations, address, hook and call to action', () => {
    expect(features).toMatchObject({
      questionCount: 1,
      exclamationCount: 1,
      secondPersonCount: 2,
      emotionalWordCount: 0,
      hook: true,
      callToAction: true,
      callToActionPhrase: 'subscrib',
      repetitionRatio: 0,
      mostRepeatedPhrase: null,
    });
  });

  it('measures topic coverage by section', () => {
    expect(features).toMatchObject({
      topicTerms: ['coffee', 'storage'],
      topicInferred: false,
      topicMentions: 1,
      topicSectionsCovered: 1,
      topicCoverage: 0.5,
      topicInOpening: true,
      keyPointCount: 0,
      keyPointCoverage: null,
    });
  });
});

describe('second-person address per language', () => {
  const address = (
    language: Parameters<typeof measureScriptFeatures>[1]['language'],
    text: string,
  ) => measureScriptFeatures(text, { language }).secondPersonCount;

  it('counts the pronouns and verb forms of each language', () => {
    expect(address('english', "You know, your plan is yours. You're right, y'all.")).toBe(5);
    expect(address('russian', 'Ты знаешь, вас ждут. Ваш план, твоя идея.')).toBe(4);
    // Imperatives and "вы" verb forms address the viewer too; «сайте» is a noun.
    expect(
      address('russian', 'Выберите зёрна и разогрейте сковороду. Вы услышите треск на сайте.'),
    ).toBe(4);
    expect(
      address('spanish', '¿Sabías que tú puedes hacerlo? Te lo enseño a usted y a vosotros.'),
    ).toBe(4);
    expect(
      address('french', 'Saviez-vous que tu peux ? Versez le café chez vous, assez vite.'),
    ).toBe(4);
    expect(address('chinese', '你知道吗？您好，你们好！')).toBe(3);
  });

  it('counts German "Sie" only with a capital letter', () => {
    expect(
      address('german', 'Haben Sie das gesehen? Ich glaube, sie hat recht. Hast du Zeit für dich?'),
    ).toBe(3);
  });
});

describe('emotional words, long words and calls to action per language', () => {
  it('matches emotional stems, elided French words and Chinese substrings', () => {
    const emotional = (language: 'english' | 'french' | 'russian' | 'chinese', text: string) =>
      measureScriptFeatures(text, { language }).emotionalWordCount;
    expect(emotional('english', 'An amazing, incredible secret. A happening, not happy.')).toBe(4);
    expect(emotional('french', "L'amour rend fou, c'est incroyable.")).toBe(3);
    expect(emotional('russian', 'Невероятно! Я люблю этот секрет, это моя ошибка.')).toBe(4);
    expect(emotional('chinese', '这个秘诀太棒了，我很喜欢。')).toBe(3);
  });

  it('counts long words by the language threshold and the longest hyphenated part', () => {
    const share = (language: 'english' | 'german' | 'french', text: string) =>
      measureScriptFeatures(text, { language }).longWordShare;
    // "extraordinary" (13) is long in English; "well-organised" is two short parts.
    expect(share('english', 'An extraordinary and well-organised plan.')).toBe(0.2);
    // German allows up to 12 letters: "Kaffeebohnen" (12) is not long, "Kaffeeröstung" (13) is.
    expect(share('german', 'Kaffeebohnen und Kaffeeröstung.')).toBeCloseTo(1 / 3, 10);
    expect(share('french', "Saviez-vous qu'aujourd'hui c'est possible ?")).toBe(0);
    expect(measureScriptFeatures('很长的句子。', { language: 'chinese' }).longWordShare).toBeNull();
  });

  it('finds the call to action only in the closing sentences', () => {
    const cta = (
      language: 'english' | 'russian' | 'spanish' | 'german' | 'chinese',
      text: string,
    ) => measureScriptFeatures(text, { language }).callToActionPhrase;
    expect(cta('english', 'Subscribe now. One. Two. Three. Four.')).toBeNull();
    expect(cta('english', 'One. Two. Three. Four. Hit the like button.')).toBe('hit the like');
    expect(cta('russian', 'Раз. Два. Три. Ставьте лайк и пишите комментарии.')).toBe('лайк');
    expect(cta('spanish', 'Uno. Dos. Tres. ¡Suscríbete ya!')).toBe('suscríb');
    expect(cta('german', 'Eins. Zwei. Drei. Lass ein Abo da!')).toBe('abo');
    expect(cta('german', 'Eins. Zwei. Drei. Das ist aber gut.')).toBeNull();
    expect(cta('chinese', '一。二。三。记得点赞和评论！')).toBe('点赞');
  });
});

describe('hook', () => {
  const hook = (text: string) => measureScriptFeatures(text, { language: 'english' }).hook;

  it('needs a question, an exclamation, a number or "you" in the first two sentences', () => {
    expect(hook('Coffee is old. Beans are brown. Do you agree?')).toBe(false);
    expect(hook('Coffee is old. Is it?')).toBe(true);
    expect(hook('Coffee is old. It is wonderful!')).toBe(true);
    expect(hook('In 2024 coffee got old. Beans are brown.')).toBe(true);
    expect(hook('Coffee is old. Here is your fix.')).toBe(true);
  });
});

describe('repetition', () => {
  it('is the share of word trigrams that repeat an earlier one, within sentences', () => {
    const features = measureScriptFeatures(
      'the best coffee ever. the best coffee ever. the best coffee.',
      {
        language: 'english',
      },
    );
    // Trigrams: 2 + 2 + 1 = 5; repeats: "the best coffee" twice, "best coffee ever" once.
    expect(features.repetitionRatio).toBe(3 / 5);
    expect(features.mostRepeatedPhrase).toBe('the best coffee');
  });

  it('uses five-character runs for Chinese', () => {
    const features = measureScriptFeatures('我们喜欢咖啡豆。我们喜欢咖啡豆。', {
      language: 'chinese',
    });
    expect(features.repetitionRatio).toBe(3 / 6);
    expect(features.mostRepeatedPhrase).toBe('我们喜欢咖');
  });
});

describe('topic and key points', () => {
  it('matches topic words by stem and reports the sections that mention them', () => {
    const text = 'Roasting is fun.\n\nThe roasted beans cool.\n\nNothing here.\n\nCoffees differ.';
    const features = measureScriptFeatures(text, {
      language: 'english',
      topic: 'How to roast coffee',
    });
    expect(features).toMatchObject({
      topicTerms: ['roast', 'coffee'],
      topicMentions: 3,
      topicSectionsCovered: 3,
      topicCoverage: 0.75,
      topicInOpening: true,
    });
  });

  it('matches Chinese topics by two-character words', () => {
    const features = measureScriptFeatures('咖啡很香。\n\n我们聊烘焙。\n\n天气不错。', {
      language: 'chinese',
      topic: '如何烘焙咖啡',
    });
    expect(features).toMatchObject({
      topicTerms: ['烘焙咖啡'],
      topicMentions: 2,
      topicSectionsCovered: 2,
      topicInOpening: true,
    });
  });

  it('infers the main words when no topic is given', () => {
    const text =
      'Lenses matter. Good lenses cost money. Cheap lenses blur. Light matters, light helps.';
    const features = measureScriptFeatures(text, { language: 'english' });
    expect(features.topicInferred).toBe(true);
    expect(features.topicTerms).toEqual(['lenses', 'light']);
  });

  it('counts a key point as covered when half of its words appear', () => {
    const text = 'Pick green beans. Roast them dark. Let them rest.';
    const features = measureScriptFeatures(text, {
      language: 'english',
      keyPoints: ['Choosing green beans', 'Roast levels', 'Cooling the batch', '   ', 'the of'],
    });
    expect(features).toMatchObject({
      keyPointCount: 3,
      keyPointsCovered: 2,
      missingKeyPoints: ['Cooling the batch'],
    });
    expect(features.keyPointCoverage).toBeCloseTo(2 / 3, 10);
  });
});

describe('edge cases', () => {
  it('measures an empty script as zeros', () => {
    expect(measureScriptFeatures('  \n\n ', { language: 'russian' })).toMatchObject({
      length: 0,
      paragraphCount: 0,
      sentenceCount: 0,
      meanSentenceLength: 0,
      hook: false,
      callToAction: false,
      repetitionRatio: 0,
      topicCoverage: 0,
    });
  });

  it('treats Windows line endings like \\n', () => {
    const unix = measureScriptFeatures('One line.\n\nTwo lines.\nThree.', { language: 'english' });
    const windows = measureScriptFeatures('One line.\r\n\r\nTwo lines.\r\nThree.', {
      language: 'english',
    });
    expect(windows).toEqual(unix);
  });
});
