import {
  analyzeScript,
  CONTENT_TYPES,
  cuesOf,
  DURATION_MINUTES,
  insertBeforeClosing,
  LONG_FORM_DURATIONS,
  SCRIPT_LANGUAGES,
  measureLength,
  spokenMinutes,
  spokenText,
  splitAtClosing,
  type ContentType,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { describe, expect, it } from 'vitest';
import {
  extendScript,
  improvePassage,
  streamPieces,
  suggestKeyPoints,
  writeScript,
} from '../../../src/modules/script/offline-writer';
import { phraseBankFor } from '../../../src/modules/script/offline-writer/phrases';

const TOPICS: Record<ScriptLanguage, Record<ContentType, string>> = {
  english: {
    lifestyle: 'a calmer morning routine',
    gaming: 'speedrunning Super Mario 64',
    tech: 'mechanical keyboards',
    education: 'how compound interest works',
    entertainment: 'the ending of Inception',
  },
  russian: {
    lifestyle: 'спокойное утро без спешки',
    gaming: 'прохождение «Ведьмака» на высокой сложности',
    tech: 'механические клавиатуры',
    education: 'как работает сложный процент',
    entertainment: 'финал сериала «Во все тяжкие»',
  },
  spanish: {
    lifestyle: 'una rutina de mañana más tranquila',
    gaming: 'las partidas clasificatorias en Valorant',
    tech: 'los teclados mecánicos',
    education: 'cómo funciona el interés compuesto',
    entertainment: 'el final de la serie Dark',
  },
  french: {
    lifestyle: 'une routine du matin plus calme',
    gaming: 'les parties classées sur Valorant',
    tech: 'les claviers mécaniques',
    education: 'comment fonctionnent les intérêts composés',
    entertainment: 'la fin de la série Dark',
  },
  german: {
    lifestyle: 'eine ruhigere Morgenroutine',
    gaming: 'Ranglistenspiele in Valorant',
    tech: 'mechanische Tastaturen',
    education: 'wie Zinseszinsen funktionieren',
    entertainment: 'das Ende der Serie Dark',
  },
  chinese: {
    lifestyle: '更从容的早晨习惯',
    gaming: '英雄联盟的排位赛',
    tech: '机械键盘',
    education: '复利是如何运作的',
    entertainment: '电视剧《漫长的季节》的结局',
  },
};

const KEY_POINTS: Record<ScriptLanguage, string[]> = {
  english: [
    'Why the first hour matters',
    'Preparing the night before',
    'A realistic wake-up time',
    'Light and fresh air',
    'What to eat first',
    'Phones and notifications',
    'Moving your body',
    'Planning the day',
    'Handling bad mornings',
    'Keeping it going on weekends',
  ],
  russian: [
    'Почему важен первый час',
    'Подготовка с вечера',
    'Реалистичное время подъёма',
    'Свет и свежий воздух',
    'Что съесть в первую очередь',
    'Телефон и уведомления',
    'Движение с утра',
    'Планирование дня',
    'Что делать в плохое утро',
    'Как сохранить привычку в выходные',
  ],
  spanish: [
    'Por qué importa la primera hora',
    'Prepararlo todo la noche anterior',
    'Una hora realista para despertarse',
    'Luz y aire fresco',
    'Qué comer primero',
    'El teléfono y las notificaciones',
    'Mover el cuerpo',
    'Planificar el día',
    'Cómo llevar las malas mañanas',
    'Mantenerlo los fines de semana',
  ],
  french: [
    'Pourquoi la première heure compte',
    'Tout préparer la veille',
    'Une heure de réveil réaliste',
    'La lumière et l’air frais',
    'Que manger en premier',
    'Le téléphone et les notifications',
    'Bouger son corps',
    'Planifier la journée',
    'Gérer les mauvais matins',
    'Tenir bon le week-end',
  ],
  german: [
    'Warum die erste Stunde zählt',
    'Die Vorbereitung am Vorabend',
    'Eine realistische Weckzeit',
    'Licht und frische Luft',
    'Was man zuerst isst',
    'Handy und Benachrichtigungen',
    'Bewegung am Morgen',
    'Den Tag planen',
    'Umgang mit schlechten Morgen',
    'Dranbleiben am Wochenende',
  ],
  chinese: [
    '为什么第一个小时最重要',
    '前一天晚上做好准备',
    '现实的起床时间',
    '阳光和新鲜空气',
    '早餐先吃什么',
    '手机和通知',
    '早上活动身体',
    '规划一天',
    '如何应对糟糕的早晨',
    '周末也坚持下去',
  ],
};

/** How many key points the keyed cases use, in turn: one, a few, the maximum of ten. */
const KEY_POINT_COUNTS = [1, 3, 5, 10, 2, 4, 7];

/** The 20 commonest function words of each Latin-script language, for a tiny identifier. */
const STOPWORDS: Record<'english' | 'spanish' | 'french' | 'german', string[]> = {
  english: [
    'the',
    'is',
    'to',
    'of',
    'and',
    'a',
    'in',
    'that',
    'have',
    'it',
    'for',
    'not',
    'on',
    'with',
    'you',
    'this',
    'but',
    'at',
    'what',
    'are',
  ],
  spanish: [
    'de',
    'la',
    'que',
    'el',
    'en',
    'y',
    'a',
    'los',
    'se',
    'del',
    'las',
    'un',
    'por',
    'con',
    'no',
    'una',
    'su',
    'para',
    'es',
    'al',
  ],
  french: [
    'de',
    'la',
    'le',
    'et',
    'les',
    'des',
    'en',
    'un',
    'du',
    'une',
    'que',
    'est',
    'pour',
    'qui',
    'dans',
    'par',
    'pas',
    'sur',
    'ce',
    'vous',
  ],
  german: [
    'der',
    'die',
    'und',
    'in',
    'den',
    'von',
    'zu',
    'das',
    'mit',
    'sich',
    'des',
    'auf',
    'für',
    'ist',
    'im',
    'dem',
    'nicht',
    'ein',
    'eine',
    'du',
  ],
};

function identifyLatinLanguage(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const scores = Object.entries(STOPWORDS).map(([language, stopwords]) => {
    const set = new Set(stopwords);
    return { language, score: words.filter((word) => set.has(word)).length };
  });
  scores.sort((a, b) => b.score - a.score);
  return scores[0]?.language ?? 'unknown';
}

function expectInLanguage(text: string, language: ScriptLanguage): void {
  if (language === 'russian') {
    const letters = text.match(/\p{L}/gu) ?? [];
    const cyrillic = text.match(/\p{Script=Cyrillic}/gu) ?? [];
    expect(cyrillic.length / letters.length).toBeGreaterThanOrEqual(0.95);
  } else if (language === 'chinese') {
    const meaningful = text.replace(/[\s\p{P}\p{S}]/gu, '');
    const han = meaningful.match(/\p{Script=Han}/gu) ?? [];
    expect(han.length / meaningful.length).toBeGreaterThanOrEqual(0.9);
  } else {
    expect(identifyLatinLanguage(text)).toBe(language);
  }
}

/** Sentences, split independently of the writer: after . ! ? … and the Chinese end marks. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…。！？][”»“"’]?)\s*|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

const paragraphsOf = (text: string) => text.split('\n\n');
const firstSentence = (paragraph: string) => sentencesOf(paragraph)[0] ?? '';

const cases = SCRIPT_LANGUAGES.flatMap((language) =>
  LONG_FORM_DURATIONS.flatMap((duration) =>
    CONTENT_TYPES.map((contentType) => ({ language, duration, contentType })),
  ),
).map((brief, index) => {
  const pointCount = index % 2 === 0 ? 0 : (KEY_POINT_COUNTS[index % KEY_POINT_COUNTS.length] ?? 1);
  return {
    ...brief,
    topic: TOPICS[brief.language][brief.contentType],
    keyPoints: KEY_POINTS[brief.language].slice(0, pointCount),
    pointCount,
  };
});

/** The spoken minutes the analyzer and the studio show for a script (its cues are not spoken). */
const minutesOf = (script: string, language: ScriptLanguage) =>
  spokenMinutes(spokenText(script), language);
const occurrences = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('writeScript', () => {
  it('covers every language, duration and content type', () => {
    expect(cases).toHaveLength(120);
  });

  it.each(cases)('$language · $duration · $contentType · $pointCount key points', (testCase) => {
    const { pointCount: _pointCount, ...brief } = testCase;
    const script = writeScript(brief);
    const paragraphs = paragraphsOf(script);

    // Hook → intro → one section per key point (or viewer question) → recap, CTA, outro.
    const sections = brief.keyPoints.length > 0 ? brief.keyPoints : questionsFor(brief);
    expect(paragraphs).toHaveLength(2 + sections.length + 3);
    sections.forEach((point, index) => {
      expect(firstSentence(paragraphs[2 + index]!), `section for "${point}"`).toContain(point);
      expect(cuesOf(paragraphs[2 + index]!).length).toBeGreaterThan(0);
    });
    const { closing } = splitAtClosing(script, brief.language);
    expect(closing).toBe(paragraphs.slice(-3).join('\n\n'));

    // The topic phrase once, in the hook: never more than twice per spoken minute.
    expect(occurrences(script, brief.topic)).toBe(1);
    expect(paragraphs[0]).toContain(brief.topic);
    expect(occurrences(script, brief.topic)).toBeLessThanOrEqual(
      2 * Math.max(1, minutesOf(script, brief.language)),
    );

    // What the creator fills in is marked, and nothing of it is spoken.
    expect(cuesOf(paragraphs[0]!)).toHaveLength(1);
    expect(spokenText(script)).not.toMatch(/[[\]]/);
    expect(script).not.toMatch(/\{\w+\}/);

    expect(script).not.toMatch(/^\s*(?:#|>|[-*+•]\s|\d+[.)]\s)/mu);
    expect(script).not.toMatch(/\*\*|__|`/);
    expect(script).not.toMatch(/\n{3,}/);
    expect(script).toBe(script.trim());
    expectInLanguage(spokenText(script), brief.language);
    expect(writeScript(brief)).toBe(script);
  });

  const coffee = {
    topic: 'How to brew pour-over coffee at home',
    contentType: 'education',
    language: 'english',
    duration: 'short',
    keyPoints: ['Grind size', 'Water temperature', 'The bloom'],
  } as const;

  it('builds the coffee script around the creator’s key points, word for word', () => {
    const script = writeScript({ ...coffee, keyPoints: [...coffee.keyPoints] });
    const paragraphs = paragraphsOf(script);
    expect(paragraphs[1]).toContain('“Grind size”, “Water temperature” and “The bloom”');
    expect(firstSentence(paragraphs[2]!)).toMatch(/: Grind size\.$/);
    expect(firstSentence(paragraphs[3]!)).toMatch(/: Water temperature\.$/);
    expect(firstSentence(paragraphs[4]!)).toMatch(/: The bloom\.$/);
    // No "topic: suffix" labels, and the title is not the substance.
    expect(script).not.toContain(`${coffee.topic}:`);
    expect(occurrences(script, coffee.topic)).toBe(1);
  });

  it('varies its sentences: no spoken sentence twice, and each section asks different things', () => {
    const script = writeScript({ ...coffee, keyPoints: [...coffee.keyPoints] });
    const spoken = sentencesOf(spokenText(script));
    expect(new Set(spoken).size).toBe(spoken.length);
    const sections = paragraphsOf(script).slice(2, 5);
    const followUps = sections.map((section) =>
      sentencesOf(spokenText(section)).slice(1).join(' '),
    );
    expect(new Set(followUps).size).toBe(3);
  });

  it('marks what the creator fills in, and the cues share the rest of the chosen duration', () => {
    for (const duration of LONG_FORM_DURATIONS) {
      const script = writeScript({ ...coffee, duration, keyPoints: [...coffee.keyPoints] });
      const cueSeconds = cuesOf(script)
        .map((cue) => /about ([\d.]+) (seconds|minutes?)/.exec(cue))
        .filter((match) => match !== null)
        .reduce((sum, match) => sum + Number(match[1]) * (match[2] === 'seconds' ? 1 : 60), 0);
      const total = minutesOf(script, 'english') + cueSeconds / 60;
      expect(total, duration).toBeGreaterThan(DURATION_MINUTES[duration] * 0.85);
      expect(total, duration).toBeLessThan(DURATION_MINUTES[duration] * 1.15);
    }
    const script = writeScript({ ...coffee, keyPoints: [...coffee.keyPoints] });
    expect(cuesOf(script)[0]).toMatch(/^\[Your hook: /);
    expect(
      cuesOf(script)
        .slice(1)
        .every((cue) => /: about \d+(?:\.5)? (?:seconds|minutes?)\.\]$/.test(cue)),
    ).toBe(true);
  });

  it('is not graded as filler: the analyzer finds no title repeated and little repetition', () => {
    const script = writeScript({ ...coffee, keyPoints: [...coffee.keyPoints] });
    const assessment = analyzeScript(script, { language: 'english', topic: coffee.topic });
    expect(assessment.recommendations.join(' ')).not.toMatch(/title less often/);
    expect(assessment.engagement).toBeGreaterThanOrEqual(7);
  });

  it('keeps a topic that ends with a quoted title intact', () => {
    const script = writeScript({
      topic: 'финал сериала «Во все тяжкие»',
      contentType: 'entertainment',
      language: 'russian',
      duration: 'short',
      keyPoints: [],
    });
    expect(script).toContain('«финал сериала «Во все тяжкие»»');
  });
});

const questionsFor = (brief: {
  language: ScriptLanguage;
  contentType: ContentType;
  duration: (typeof LONG_FORM_DURATIONS)[number];
}) =>
  phraseBankFor(brief.language)
    .draft.questions[brief.contentType].map((question) => question.ask)
    .slice(0, { short: 3, medium: 4, long: 5, extra_long: 6 }[brief.duration]);

/** The kinds of question a viewer asks about how-to topics, in English. */
const QUESTION_KINDS = {
  what: /^What\b/,
  why: /\bwhy\b/i,
  how: /^How\b/,
  mistakes: /mistake|wrong|pitfall/i,
  tools: /need|settings|gear|cost/i,
  result: /result|worth|right/i,
};

describe('suggestKeyPoints', () => {
  it.each(
    SCRIPT_LANGUAGES.flatMap((language) => CONTENT_TYPES.map((type) => [language, type] as const)),
  )('%s · %s: five to seven questions a viewer would ask', (language, contentType) => {
    const topic = TOPICS[language][contentType];
    const points = suggestKeyPoints({ topic, contentType, language });
    expect(points.length).toBeGreaterThanOrEqual(5);
    expect(points.length).toBeLessThanOrEqual(7);
    expect(new Set(points.map((point) => point.toLowerCase())).size).toBe(points.length);
    for (const point of points) {
      expect(point).toMatch(/[?？]$/u);
      expect(point.toLowerCase()).not.toContain(topic.toLowerCase());
    }
    expectInLanguage(points.join(' '), language);
    expect(suggestKeyPoints({ topic, contentType, language })).toEqual(points);
  });

  it.each(['lifestyle', 'gaming', 'tech', 'education'] as const)(
    'english · %s: asks what, why, how, mistakes, tools and result',
    (contentType) => {
      const points = suggestKeyPoints({
        topic: 'How to brew pour-over coffee at home',
        contentType,
        language: 'english',
      });
      for (const [kind, pattern] of Object.entries(QUESTION_KINDS)) {
        expect(
          points.some((point) => pattern.test(point)),
          kind,
        ).toBe(true);
      }
    },
  );
});

const PASSAGES: Record<ScriptLanguage, string> = {
  english:
    'Cold brew needs a coarse grind and a long steep, and most people rush it. The result tastes flat when the beans are stale.',
  russian:
    'Утренний бег помогает проснуться, но начинать нужно постепенно, иначе легко получить травму. Хорошие кроссовки важнее дорогих часов.',
  spanish:
    'El café frío necesita una molienda gruesa y mucho tiempo, pero la mayoría de la gente no tiene paciencia. Los granos frescos marcan la diferencia.',
  french:
    'Le café froid demande une mouture grossière et beaucoup de temps, mais la plupart des gens manquent de patience. Les grains frais font toute la différence.',
  german:
    'Kalter Kaffee braucht eine grobe Mahlung und viel Zeit, aber die meisten Leute haben keine Geduld und brechen zu früh ab. Frische Bohnen machen den größten Unterschied.',
  chinese:
    '冷萃咖啡需要粗研磨和很长的浸泡时间，但是大多数人都没有耐心，往往太早就放弃了。新鲜的咖啡豆才是关键。',
};

const HEDGES: Record<ScriptLanguage, RegExp> = {
  english: /example|illustrat|hypothetical/i,
  russian: /пример|иллюстрац|условн|гипотетич/i,
  spanish: /ejemplo|ilustrativ|hipotétic/i,
  french: /exemple|illustrat|hypothétique/i,
  german: /Beispiel|Veranschaulichung|hypothetisch|anschaulich/i,
  chinese: /举例|示例|假设|示意/,
};

const FIRST_MARKERS: Record<ScriptLanguage, string> = {
  english: 'First, ',
  russian: 'Во-первых, ',
  spanish: 'Primero, ',
  french: 'D’abord, ',
  german: 'Erstens: ',
  chinese: '首先，',
};

type Command = { command: string; keeps: 'sentences' | 'words' };
const COMMANDS: Command[] = [
  { command: 'Make it more detailed', keeps: 'sentences' },
  { command: 'Simplify explanation', keeps: 'words' },
  { command: 'Add examples', keeps: 'sentences' },
  { command: 'Make it more emotional', keeps: 'sentences' },
  { command: 'Add statistics', keeps: 'sentences' },
  { command: 'Improve structure', keeps: 'words' },
  { command: 'Сделать подробнее', keeps: 'sentences' },
  { command: 'Упростить объяснение', keeps: 'words' },
  { command: 'Добавить примеры', keeps: 'sentences' },
  { command: 'Сделать эмоциональнее', keeps: 'sentences' },
  { command: 'Добавить статистику', keeps: 'sentences' },
  { command: 'Улучшить структуру', keeps: 'words' },
  { command: 'make it punchier', keeps: 'words' },
];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('improvePassage', () => {
  it.each(
    SCRIPT_LANGUAGES.flatMap((language) => COMMANDS.map((command) => ({ language, ...command }))),
  )('$language · "$command"', ({ language, command, keeps }) => {
    const passage = PASSAGES[language];
    const input = { selectedText: passage, improvementCommand: command, script: passage, language };
    const result = improvePassage(input);
    expect(result).not.toBe(passage);
    expect(measureLength(result, language)).toBeGreaterThan(measureLength(passage, language) * 0.9);
    expectInLanguage(result, language);
    if (keeps === 'sentences') {
      for (const sentence of sentencesOf(passage)) expect(result).toContain(sentence);
    } else if (language === 'chinese') {
      for (const char of passage.replace(/[\p{P}\s]/gu, '')) expect(result).toContain(char);
    } else {
      const resultWords = new Set(wordsOf(result));
      for (const word of wordsOf(passage)) expect(resultWords).toContain(word);
    }
    expect(improvePassage(input)).toBe(result);
  });

  it.each(SCRIPT_LANGUAGES)(
    '%s: the quick commands each do their own visible thing',
    (language) => {
      const passage = PASSAGES[language];
      const run = (improvementCommand: string) =>
        improvePassage({ selectedText: passage, improvementCommand, script: passage, language });
      const bank = phraseBankFor(language);

      expect(run('Improve structure').startsWith(FIRST_MARKERS[language])).toBe(true);
      const statistics = run('Add statistics');
      const added = sentencesOf(statistics).filter((sentence) => !passage.includes(sentence));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(HEDGES[language]);
      expect(bank.improve.emotionOpeners).toContain(sentencesOf(run('Make it more emotional'))[0]);
      expect(
        sentencesOf(run('Add examples')).some((sentence) =>
          bank.improve.examples.includes(sentence),
        ),
      ).toBe(true);
      expect(
        sentencesOf(run('Make it more detailed')).some((sentence) =>
          bank.improve.details.includes(sentence),
        ),
      ).toBe(true);
    },
  );

  it('reads commands in other languages and combined commands by keyword', () => {
    const run = (improvementCommand: string, language: ScriptLanguage = 'english') =>
      improvePassage({
        selectedText: PASSAGES[language],
        improvementCommand,
        script: '',
        language,
      });
    const addsAnExample = (result: string, language: ScriptLanguage) =>
      sentencesOf(result).some((sentence) =>
        phraseBankFor(language).improve.examples.includes(sentence),
      );
    expect(addsAnExample(run('Añadir ejemplos', 'spanish'), 'spanish')).toBe(true);
    expect(addsAnExample(run('Mehr Beispiele, bitte', 'german'), 'german')).toBe(true);
    expect(addsAnExample(run('Ajouter des exemples', 'french'), 'french')).toBe(true);
    expect(addsAnExample(run('增加例子', 'chinese'), 'chinese')).toBe(true);
    const both = run('add an example and some numbers');
    expect(both).toMatch(/example|instance/i);
    expect(both).toMatch(/\d/);
  });

  it('tightens filler words and adds a closing line for a command it does not know', () => {
    const result = improvePassage({
      selectedText: 'This part is really very simple to try at home.',
      improvementCommand: 'make it punchier',
      script: '',
      language: 'english',
    });
    expect(result.startsWith('This part is simple to try at home. ')).toBe(true);
    expect(phraseBankFor('english').improve.closers).toContain(sentencesOf(result).at(-1));
  });

  it('splits a long sentence when simplifying and orders a single sentence into steps', () => {
    const long =
      'You can brew it in a jar overnight, but the grind has to be coarse, so the coffee does not turn bitter.';
    const simplified = improvePassage({
      selectedText: long,
      improvementCommand: 'Simplify explanation',
      script: '',
      language: 'english',
    });
    expect(sentencesOf(simplified).length).toBeGreaterThan(1);
    const structured = improvePassage({
      selectedText: 'Grind the beans coarsely and steep them overnight in cold water.',
      improvementCommand: 'Improve structure',
      script: '',
      language: 'english',
    });
    expect(structured).toMatch(/^First, grind the beans/);
    expect(structured).toMatch(/Then, .*Finally, /);
  });

  it('keeps the whitespace around the selection and never repeats a sentence of the script', () => {
    const passage = PASSAGES.english;
    const result = improvePassage({
      selectedText: `  ${passage}\n`,
      improvementCommand: 'Make it more detailed',
      script: `${passage} ${phraseBankFor('english').improve.details.slice(0, 5).join(' ')}`,
      language: 'english',
    });
    expect(result.startsWith('  Cold brew')).toBe(true);
    expect(result.endsWith('stale.\n')).toBe(true);
    expect(result).toContain(phraseBankFor('english').improve.details[5]);
  });
});

describe('extendScript', () => {
  it.each(SCRIPT_LANGUAGES)(
    '%s: a new section on a question the script has not asked',
    (language) => {
      const contentType: ContentType = 'tech';
      const topic = TOPICS[language][contentType];
      const script = writeScript({
        topic,
        contentType,
        language,
        duration: 'short',
        keyPoints: [],
      });
      const extension = extendScript({ script, topic, contentType, language });
      expect(extension).not.toContain('\n');
      const asked = phraseBankFor(language).draft.questions.tech.find((question) =>
        firstSentence(extension).includes(question.ask),
      );
      expect(asked).toBeDefined();
      expect(script).not.toContain(asked!.ask);
      expect(cuesOf(extension)).toHaveLength(2);
      expectInLanguage(spokenText(extension), language);
      expect(extendScript({ script, topic, contentType, language })).toBe(extension);

      // Extended again, it asks the next question; neither lands after the goodbye.
      const once = insertBeforeClosing(script, extension, language).script;
      const again = extendScript({ script: once, topic, contentType, language });
      expect(firstSentence(again)).not.toBe(firstSentence(extension));
      const twice = insertBeforeClosing(once, again, language).script;
      const paragraphs = paragraphsOf(twice);
      expect(paragraphs.slice(-5, -3)).toEqual([extension, again]);
      expect(paragraphs.slice(-3)).toEqual(paragraphsOf(script).slice(-3));
    },
  );

  it('extends a script written by hand, with no closing, at its end', () => {
    const handWritten =
      'Mechanical keyboards are loud, expensive and wonderful. Today I will tell you why I switched.';
    const extension = extendScript({
      script: handWritten,
      topic: 'mechanical keyboards',
      contentType: 'tech',
      language: 'english',
    });
    expect(insertBeforeClosing(handWritten, extension, 'english').script).toBe(
      `${handWritten}\n\n${extension}`,
    );
  });
});

describe('streamPieces', () => {
  it.each(SCRIPT_LANGUAGES)(
    '%s: pieces of a few words that join back to the exact script',
    (language) => {
      const script = writeScript({
        topic: TOPICS[language].education,
        contentType: 'education',
        language,
        duration: 'short',
        keyPoints: [],
      });
      const pieces = streamPieces(script);
      expect(pieces.join('')).toBe(script);
      expect(pieces.length).toBeGreaterThan(20);
      for (const piece of pieces) {
        expect(piece).not.toBe('');
        expect(piece.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
        expect(Array.from(piece.replace(/\s/g, '')).length).toBeLessThanOrEqual(
          language === 'chinese' ? 12 : 80,
        );
      }
    },
  );

  it('keeps every kind of whitespace, and nothing yields nothing', () => {
    for (const text of [
      '  two  spaces\n\nand a\tparagraph  ',
      'one',
      '   ',
      'https://example.com/a/very/long/path/with/no/spaces',
    ]) {
      expect(streamPieces(text).join('')).toBe(text);
    }
    expect(streamPieces('')).toEqual([]);
  });
});
