import { describe, expect, it } from 'vitest';
import { headlineFrom } from '../../../../src/modules/thumbnails/compositor';

const words = (headline: string) => headline.split(' ').filter(Boolean);

describe('headlineFrom', () => {
  it.each([
    ['Make a thumbnail for my video about how to cook the perfect steak', 'COOK PERFECT STEAK'],
    ['I survived 100 days in Minecraft hardcore', 'SURVIVED 100 DAYS MINECRAFT HARDCORE'],
    ['Top 10 tips for learning Python in 2024', 'TOP 10 TIPS LEARNING PYTHON 2024'],
    ['$5 vs $500 pizza — which is better?', '$5 $500 PIZZA BETTER'],
  ])('English: %j → %j', (description, headline) => {
    expect(headlineFrom(description)).toBe(headline);
  });

  it('keeps the numbers and their nouns', () => {
    const headline = headlineFrom(
      'what happens when you drink 3 liters of water every day for 30 days',
    );
    expect(headline).toContain('3 LITERS');
    expect(headline).toContain('30 DAYS');
  });

  it.each([
    [
      'Сделай превью для видео о том, как я купил iPhone 15 за 1000 рублей',
      'КУПИЛ IPHONE 15 1000 РУБЛЕЙ',
    ],
    ['Обзор новой видеокарты RTX 5090', 'ОБЗОР НОВОЙ ВИДЕОКАРТЫ RTX 5090'],
    ['Я и мой друг в походе на Эльбрус', 'ДРУГ ПОХОДЕ ЭЛЬБРУС'],
  ])('Russian: %j → %j', (description, headline) => {
    expect(headlineFrom(description)).toBe(headline);
  });

  it.each([
    ['帮我做一个关于如何学习中文的三个技巧的缩略图', '如何学习中文的三个技巧'],
    ['我的东京旅行vlog，第一天', '我的东京旅行VLOG'],
    ['东京美食：十家必吃的拉面店。还有更多', '东京美食'],
    ['東京でラーメンを食べる', '東京でラーメンを食べる'],
  ])('Chinese and Japanese take a short leading phrase: %j → %j', (description, headline) => {
    expect(headlineFrom(description)).toBe(headline);
  });

  it('cuts a long CJK phrase to 12 characters', () => {
    expect([...headlineFrom('这是一个非常非常非常非常长的没有标点的中文描述句子')]).toHaveLength(
      12,
    );
  });

  it('takes the words the user quoted, as written', () => {
    expect(headlineFrom('Thumbnail with the text "EPIC WIN" and a trophy')).toBe('EPIC WIN');
    expect(headlineFrom('обложка с надписью «Как я это сделал»')).toBe('КАК Я ЭТО СДЕЛАЛ');
    expect(headlineFrom('封面写上「我回来了」')).toBe('我回来了');
  });

  it('keeps a very long idea to at most 6 words and 36 characters', () => {
    const description =
      'epic journey across mountains rivers deserts forests oceans and cities '.repeat(30);
    const headline = headlineFrom(description);
    expect(words(headline).length).toBeGreaterThanOrEqual(2);
    expect(words(headline).length).toBeLessThanOrEqual(6);
    expect(headline.length).toBeLessThanOrEqual(36);
    expect(headline).toBe(headline.toUpperCase());
  });

  it('cuts an endless word', () => {
    expect(headlineFrom('x'.repeat(300))).toBe('X'.repeat(24));
  });

  it.each([
    ['', ''],
    ['   \n\t ', ''],
    ['!!! ??? ...', ''],
    ['Minecraft', 'MINECRAFT'],
    ['how to', 'HOW TO'],
    ['the the the', 'THE'],
  ])('empty-ish input %j → %j', (description, headline) => {
    expect(headlineFrom(description)).toBe(headline);
  });
});
