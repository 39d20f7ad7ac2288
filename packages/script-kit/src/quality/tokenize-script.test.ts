import { describe, expect, it } from 'vitest';
import { SCRIPT_LANGUAGES } from '../options';
import { measureLength } from '../word-budget';
import { STRONG_SCRIPTS } from './fixtures/strong-scripts';
import { WALLS_OF_TEXT } from './fixtures/walls-of-text';
import { profileOf } from './language-profiles';
import { tokenizeScript as tokenize } from './tokenize-script';

const tokenizeScript = (text: string, chinese: boolean) =>
  tokenize(text, profileOf(chinese ? 'chinese' : 'english'));

const sentenceTexts = (text: string, chinese = false) => {
  const script = tokenizeScript(text, chinese);
  return script.sentences.map((sentence) =>
    script.tokens.slice(sentence.firstToken, sentence.firstToken + sentence.tokenCount).join(' '),
  );
};

describe('tokenizeScript', () => {
  it('splits sentences at end punctuation followed by a space, not inside numbers or names', () => {
    expect(
      sentenceTexts('It costs $3.50 today. Visit example.com now! Really?! Yes… fine'),
    ).toEqual(['it costs 3 50 today', 'visit example com now', 'really', 'yes', 'fine']);
  });

  it('marks questions and exclamations, including closing quotes after the mark', () => {
    const script = tokenizeScript('He asked, "Why?" Then: «Stop!» And done.', false);
    expect(script.sentences.map(({ question, exclamation }) => [question, exclamation])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it('splits Chinese at 。！？ with no space after them', () => {
    expect(sentenceTexts('你知道吗？我们今天聊咖啡。太棒了！iPhone 15也行', true)).toEqual([
      '你 知 道 吗',
      '我 们 今 天 聊 咖 啡',
      '太 棒 了',
      'iphone 15 也 行',
    ]);
  });

  it('makes paragraphs of blocks between blank lines, or of lines when there are none', () => {
    const blocks = tokenizeScript('One. Two\nthree.\n\n\nFour.\n  \nFive.', false);
    expect(blocks.paragraphs.map((paragraph) => paragraph.sentenceCount)).toEqual([3, 1, 1]);
    const lines = tokenizeScript('Intro line\nSecond line. Still second.\nThird', false);
    expect(lines.paragraphs.map((paragraph) => paragraph.sentenceCount)).toEqual([1, 2, 1]);
    expect(lines.sentences.map((sentence) => sentence.paragraph)).toEqual([0, 1, 1, 2]);
  });

  it('gives each distinct word one id in the language’s word table', () => {
    const script = tokenizeScript('The cat and the hat. THE END', false);
    const [the, cat, and, , hat, , end] = script.ids;
    expect(script.ids).toEqual([the, cat, and, the, hat, the, end]);
    expect(new Set(script.ids).size).toBe(5);
    expect([the, cat, end].map((id) => script.table.words[id!])).toEqual(['the', 'cat', 'end']);
    expect(tokenizeScript('the end', false).ids).toEqual([the, end]);
  });

  it('counts words exactly as measureLength does, in every language', () => {
    const samples = [
      ...STRONG_SCRIPTS.map(({ text, context }) => ({ text, language: context.language })),
      ...WALLS_OF_TEXT.map(({ text, context }) => ({ text, language: context.language })),
      ...SCRIPT_LANGUAGES.map((language) => ({
        language,
        text: "Don't-stop — it's 2024!! 𠀀𠀁 字x y'z -a- 'b' ’c’ 3.14 ½ café naïve 😀 ёлка Straße 中文abc中",
      })),
    ];
    for (const { text, language } of samples) {
      expect(tokenizeScript(text, language === 'chinese').tokens.length, language).toBe(
        measureLength(text, language),
      );
    }
  });
});
