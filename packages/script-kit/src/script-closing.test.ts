import { describe, expect, it } from 'vitest';
import { closingStart, insertBeforeClosing, splitAtClosing } from './script-closing';

const ENGLISH = [
  'Why does home coffee taste flat? Let’s fix it.',
  'First: grind size. Aim for coarse sea salt.',
  'Next: the bloom. Wet the grounds and wait forty seconds.',
  'So, to recap: grind coarser, and let it bloom.',
  'If this helped, subscribe and tell me in the comments how your next cup turns out.',
  'Thanks for watching, and see you soon.',
].join('\n\n');

describe('closingStart', () => {
  it('finds the recap, the call to action and the outro at the end', () => {
    const { body, closing } = splitAtClosing(ENGLISH, 'english');
    expect(body.endsWith('wait forty seconds.')).toBe(true);
    expect(closing.startsWith('So, to recap')).toBe(true);
    expect(closing.endsWith('see you soon.')).toBe(true);
  });

  it('has no closing when the script ends in its body, and never takes the first paragraph', () => {
    const bodyOnly = 'Why does it taste flat?\n\nFirst: grind size.';
    expect(closingStart(bodyOnly, 'english')).toBe(bodyOnly.length);
    const oneParagraph = 'Subscribe for more coffee!';
    expect(closingStart(oneParagraph, 'english')).toBe(oneParagraph.length);
  });

  it('reads the closing in every script language', () => {
    const scripts = {
      russian:
        'Привет!\n\nПервое: помол.\n\nПодписывайтесь и пишите в комментариях.\n\nСпасибо за просмотр, до встречи!',
      spanish:
        '¡Hola!\n\nPrimero: la molienda.\n\nSuscríbete y comenta.\n\nGracias por ver, ¡nos vemos!',
      french:
        'Salut à tous !\n\nD’abord : la mouture.\n\nAbonnez-vous et laissez un commentaire.\n\nMerci d’avoir regardé, à bientôt !',
      german:
        'Hallo!\n\nErstens: der Mahlgrad.\n\nAbonniere den Kanal und schreib einen Kommentar.\n\nDanke fürs Zuschauen, bis bald!',
      chinese: '大家好！\n\n第一：研磨度。\n\n记得点赞和订阅。\n\n感谢观看，下期见！',
    } as const;
    for (const [language, script] of Object.entries(scripts)) {
      const { closing } = splitAtClosing(script, language as keyof typeof scripts);
      expect(closing.split('\n\n'), language).toHaveLength(2);
    }
  });
});

describe('insertBeforeClosing', () => {
  it('puts new sections between the body and the closing, and says where', () => {
    const addition = 'One more thing: water. Filtered water tastes cleaner.';
    const result = insertBeforeClosing(ENGLISH, `${addition}\n`, 'english');
    const paragraphs = result.script.split('\n\n');
    expect(paragraphs[3]).toBe(addition);
    expect(paragraphs.slice(4)).toEqual(ENGLISH.split('\n\n').slice(3));
    expect(result.script.slice(result.start, result.end)).toBe(addition);
  });

  it('appends when there is no closing', () => {
    const result = insertBeforeClosing('Hook.\n\nBody.', 'More.', 'english');
    expect(result.script).toBe('Hook.\n\nBody.\n\nMore.');
  });
});
