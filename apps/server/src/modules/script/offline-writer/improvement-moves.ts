/** What a free-text improvement command asks for, as far as its keywords tell. */
export type ImprovementMove =
  'detail' | 'simplify' | 'examples' | 'emotion' | 'statistics' | 'structure';

/**
 * Keyword stems per move, lower case without diacritics, in the six languages. The studio's
 * quick commands ("Make it more detailed", "Добавить примеры", …) all hit one of these.
 */
const KEYWORDS: Record<ImprovementMove, string[]> = {
  detail: [
    'detail',
    'detall',
    'elaborat',
    'expand',
    'ausfuhr',
    'genauer',
    'подроб',
    'детал',
    'развер',
    '详细',
    '细节',
    '展开',
    '具体',
  ],
  simplify: [
    'simpl',
    'easier',
    'plain',
    'sencill',
    'einfach',
    'verstandlich',
    'упрост',
    'упрощ',
    'проще',
    'понятн',
    '简化',
    '简单',
    '通俗',
    '易懂',
  ],
  examples: [
    'exampl',
    'ejempl',
    'exempl',
    'beispiel',
    'instance',
    'пример',
    '例子',
    '举例',
    '例如',
    '案例',
  ],
  emotion: [
    'emoti',
    'emoci',
    'gefuhl',
    'passion',
    'эмоц',
    'чувств',
    '情感',
    '情绪',
    '感情',
    '感人',
  ],
  statistics: [
    'statist',
    'estadist',
    'number',
    'numer',
    'zahl',
    'chiffre',
    'cifra',
    'dato',
    'data',
    'статист',
    'цифр',
    'числ',
    'данны',
    '统计',
    '数据',
    '数字',
  ],
  structure: [
    'structur',
    'estructur',
    'struktur',
    'gliede',
    'organi',
    'step by step',
    'структур',
    'по шагам',
    '结构',
    '条理',
    '层次',
  ],
};

const MOVE_ORDER: readonly ImprovementMove[] = [
  'structure',
  'simplify',
  'detail',
  'examples',
  'statistics',
  'emotion',
];

/** The moves a command asks for, in the order they are applied; empty for an unknown command. */
export function improvementMovesOf(command: string): ImprovementMove[] {
  const normalized = command
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return MOVE_ORDER.filter((move) => KEYWORDS[move].some((stem) => normalized.includes(stem)));
}
