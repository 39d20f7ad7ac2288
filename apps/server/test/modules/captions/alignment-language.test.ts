import { describe, expect, it } from 'vitest';
import { alignmentLanguageOf } from '../../../src/modules/captions/align/alignment-language';

describe('the reference voice’s language for an alignment', () => {
  it('follows a language tag or a script language’s name', () => {
    expect(alignmentLanguageOf('en-US', 'Привет')).toBe('english');
    expect(alignmentLanguageOf('ru', 'hello')).toBe('russian');
    expect(alignmentLanguageOf('zh-Hans', 'hello')).toBe('chinese');
    expect(alignmentLanguageOf('german', 'hello')).toBe('german');
  });

  it('is read from the text’s letters when the voice speaks any language (OpenAI)', () => {
    expect(alignmentLanguageOf(null, 'Молотый кофе заваривают при 92 градусах.')).toBe('russian');
    expect(alignmentLanguageOf(null, '先把咖啡豆磨好。')).toBe('chinese');
    expect(alignmentLanguageOf(null, '¿Dónde está el café?')).toBe('spanish');
    expect(alignmentLanguageOf(null, 'Der Kaffee ist heiß und süß.')).toBe('german');
    expect(alignmentLanguageOf(null, 'Le café est prêt, ça sent bon.')).toBe('french');
    expect(alignmentLanguageOf(undefined, 'Grind the beans fresh.')).toBe('english');
    expect(alignmentLanguageOf('pt-BR', 'Grind the beans fresh.')).toBe('english');
  });
});
