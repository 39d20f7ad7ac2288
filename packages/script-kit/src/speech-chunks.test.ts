import { describe, expect, it } from 'vitest';
import { chunkForSpeech } from './speech-chunks';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('chunkForSpeech', () => {
  it('keeps a short text whole', () => {
    expect(chunkForSpeech('Hello there.\n\nSecond paragraph.', 1800)).toEqual([
      'Hello there.\n\nSecond paragraph.',
    ]);
  });

  it('packs whole paragraphs, then sentences, without losing or reordering words', () => {
    const paragraph = (n: number) =>
      Array.from({ length: 6 }, (_, i) => `Paragraph ${n} sentence ${i} is here.`).join(' ');
    const text = [1, 2, 3, 4].map(paragraph).join('\n\n');
    const chunks = chunkForSpeech(text, 120);
    expect(chunks.every((chunk) => chunk.length <= 120)).toBe(true);
    expect(words(chunks.join(' '))).toEqual(words(text));
    // Every piece ends at a sentence end.
    expect(chunks.every((chunk) => chunk.endsWith('.'))).toBe(true);
  });

  it('splits one 5 000-character sentence at clauses, then words, never inside a word', () => {
    const clause = 'the camera rolls on, and the light keeps shifting across the set';
    const sentence = `${Array.from({ length: 80 }, () => clause).join(', ')}.`;
    expect(sentence.length).toBeGreaterThan(5000);
    const chunks = chunkForSpeech(sentence, 1800);
    expect(chunks.length).toBe(3);
    expect(chunks.every((chunk) => chunk.length <= 1800)).toBe(true);
    expect(words(chunks.join(' '))).toEqual(words(sentence));
    expect(chunks.slice(0, -1).every((chunk) => chunk.endsWith(','))).toBe(true);
  });

  it('falls back to word boundaries in a text without punctuation', () => {
    const text = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    const chunks = chunkForSpeech(text, 300);
    expect(chunks.every((chunk) => chunk.length <= 300)).toBe(true);
    expect(words(chunks.join(' '))).toEqual(words(text));
  });

  it('splits Chinese at full-width sentence and clause marks, which have no space after them', () => {
    const sentence = '今天我们来聊一聊在家做冷萃咖啡，其实非常简单。';
    const text = sentence.repeat(20);
    const chunks = chunkForSpeech(text, 50);
    expect(chunks.every((chunk) => chunk.length <= 50)).toBe(true);
    expect(chunks.join('')).toBe(text);
    expect(chunks.every((chunk) => chunk.endsWith('。'))).toBe(true);
  });

  it('cuts a run with no spaces or marks between characters only as a last resort', () => {
    const run = '咖'.repeat(130);
    expect(chunkForSpeech(run, 50)).toEqual(['咖'.repeat(50), '咖'.repeat(50), '咖'.repeat(30)]);
  });

  it('handles mixed scripts and quotes at sentence ends', () => {
    const text = 'Он сказал: «Привет!» Then he left. 然后他走了。 Fin.';
    const chunks = chunkForSpeech(text, 20);
    expect(chunks).toEqual(['Он сказал: «Привет!»', 'Then he left. 然后他走了。', 'Fin.']);
  });

  it('drops empty paragraphs and refuses a silly limit', () => {
    expect(chunkForSpeech('\n\n  \n\nOnly this.\n\n\n', 100)).toEqual(['Only this.']);
    expect(chunkForSpeech('   ', 100)).toEqual([]);
    expect(() => chunkForSpeech('text', 5)).toThrow(RangeError);
  });
});
