import { describe, expect, it } from 'vitest';
import { MAX_KEY_POINT_LENGTH, normalizeKeyPoints, parseKeyPoints } from './key-points';

describe('parseKeyPoints', () => {
  it('reads a JSON array, as parsed data or as text', () => {
    expect(parseKeyPoints(['Choosing beans', 'Roast levels', 'Cooling'])).toEqual([
      'Choosing beans',
      'Roast levels',
      'Cooling',
    ]);
    expect(parseKeyPoints('["Choosing beans", "Roast levels"]')).toEqual([
      'Choosing beans',
      'Roast levels',
    ]);
  });

  it('reads {points} and {keyPoints} objects, and any array field as a last resort', () => {
    expect(parseKeyPoints({ points: ['Budget', 'Lenses'] })).toEqual(['Budget', 'Lenses']);
    expect(parseKeyPoints('{"keyPoints": ["Budget", "Lenses"]}')).toEqual(['Budget', 'Lenses']);
    expect(parseKeyPoints({ ideas: ['Budget', 'Lenses'], count: 2 })).toEqual(['Budget', 'Lenses']);
  });

  it('reads JSON inside a ```json code fence with prose around it', () => {
    const raw =
      'Sure! Here are the key points for your video:\n\n```json\n[\n  "Why fresh beans matter",\n  "Picking a roast level",\n  "Cooling and resting"\n]\n```\n\nLet me know if you need more.';
    expect(parseKeyPoints(raw)).toEqual([
      'Why fresh beans matter',
      'Picking a roast level',
      'Cooling and resting',
    ]);
  });

  it('reads a JSON array that follows a sentence', () => {
    expect(
      parseKeyPoints('Here are the points: ["Warm-up routine", "Core exercises", "Stretching"]'),
    ).toEqual(['Warm-up routine', 'Core exercises', 'Stretching']);
  });

  it('reads almost-JSON: trailing commas, single quotes, curly quotes', () => {
    expect(parseKeyPoints('["Lighting", "Sound", "Editing",]')).toEqual([
      'Lighting',
      'Sound',
      'Editing',
    ]);
    expect(parseKeyPoints("Points: ['Lighting', 'Don\\'t skip sound', \"Editing\"]")).toEqual([
      'Lighting',
      "Don't skip sound",
      'Editing',
    ]);
    expect(parseKeyPoints('[“Lighting”, “Sound”]')).toEqual(['Lighting', 'Sound']);
  });

  it('reads an array of objects with a point, title or text field', () => {
    expect(
      parseKeyPoints([
        { point: 'Set a budget' },
        { title: 'Pick a lens', description: 'Prime or zoom' },
        { text: 'Learn the exposure triangle' },
        { id: 4 },
      ]),
    ).toEqual(['Set a budget', 'Pick a lens', 'Learn the exposure triangle']);
    expect(
      parseKeyPoints('{"data": {"points": [{"title": "Stake"}, {"title": "Gas fees"}]}'),
    ).toEqual(['Stake', 'Gas fees']);
  });

  it('reads a numbered list with a preamble and a sign-off', () => {
    const raw = [
      'Here are 4 key points for your video about home coffee roasting:',
      '',
      '1. **Choosing green beans** – origin and freshness',
      '2) Roast levels: light, medium, dark',
      '3 - Listening for the first crack',
      '4.Cooling the beans quickly',
      '',
      'These points will keep your viewers hooked!',
    ].join('\n');
    expect(parseKeyPoints(raw)).toEqual([
      'Choosing green beans – origin and freshness',
      'Roast levels: light, medium, dark',
      'Listening for the first crack',
      'Cooling the beans quickly',
    ]);
  });

  it('reads bullets with quotes and trailing commas or semicolons', () => {
    const raw = [
      '**Key points:**',
      '- "Why sleep matters",',
      '* “Light and screens”;',
      '• ‘Caffeine timing’',
      "- 'A wind-down routine'",
    ].join('\r\n');
    expect(parseKeyPoints(raw)).toEqual([
      'Why sleep matters',
      'Light and screens',
      'Caffeine timing',
      'A wind-down routine',
    ]);
  });

  it('reads Russian, German and Chinese quotes', () => {
    expect(parseKeyPoints('1. «Выбор зёрен»\n2. «Степень обжарки»,\n3. „Abkühlen“')).toEqual([
      'Выбор зёрен',
      'Степень обжарки',
      'Abkühlen',
    ]);
    expect(parseKeyPoints('「挑选生豆」\n「烘焙程度」\n「冷却」')).toEqual([
      '挑选生豆',
      '烘焙程度',
      '冷却',
    ]);
  });

  it('reads plain lines without markers, skipping headings that end in a colon', () => {
    expect(parseKeyPoints('Key points:\nBudget\n\nLenses\nLighting  \n')).toEqual([
      'Budget',
      'Lenses',
      'Lighting',
    ]);
  });

  it('reads JSON encoded twice and numbered items inside JSON', () => {
    expect(parseKeyPoints(JSON.stringify(JSON.stringify(['1. Intro', '2. Main idea'])))).toEqual([
      'Intro',
      'Main idea',
    ]);
  });

  it('drops empty and duplicate points, ignoring case', () => {
    expect(parseKeyPoints(['Budget', '  ', 'budget', 'BUDGET ', '', 'Lenses', '""'])).toEqual([
      'Budget',
      'Lenses',
    ]);
  });

  it('caps the list at ten points', () => {
    const raw = Array.from({ length: 14 }, (_, index) => `${index + 1}. Point ${index + 1}`).join(
      '\n',
    );
    expect(parseKeyPoints(raw)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Point ${index + 1}`),
    );
  });

  it('returns nothing for answers without points', () => {
    expect(parseKeyPoints(null)).toEqual([]);
    expect(parseKeyPoints(42)).toEqual([]);
    expect(parseKeyPoints({ error: 'rate limited' })).toEqual([]);
    expect(parseKeyPoints('[]')).toEqual([]);
    expect(parseKeyPoints('   ')).toEqual([]);
  });
});

describe('normalizeKeyPoints', () => {
  it('trims, drops empty points and caps the count at ten', () => {
    const points = ['  Budget ', '', '   ', ...Array.from({ length: 12 }, (_, i) => `P${i}`)];
    expect(normalizeKeyPoints(points)).toEqual([
      'Budget',
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
    ]);
  });

  it('caps each point at 200 characters without splitting an emoji', () => {
    expect(normalizeKeyPoints(['a'.repeat(250)])).toEqual(['a'.repeat(MAX_KEY_POINT_LENGTH)]);
    expect(normalizeKeyPoints([`${'a'.repeat(199)}😀 tail`])).toEqual(['a'.repeat(199)]);
  });
});
