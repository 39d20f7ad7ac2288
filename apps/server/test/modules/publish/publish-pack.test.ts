import {
  PUBLISH_DESCRIPTION_MAX,
  PUBLISH_TAGS_TOTAL_MAX,
  PUBLISH_TITLE_MAX,
  publishPackSchema,
  type PublishPack,
} from '@reelwright/contracts';
import {
  PUBLISH_PHRASES,
  SCRIPT_LANGUAGES,
  spokenText,
  spokenWordTexts,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScript } from '../../../src/modules/script/offline-writer';
import { register, withBearer } from '../../helpers/auth';
import { harnessFor, retryNow, VENDORS, type Harness } from '../../helpers/llm-vendors';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ASSISTS_PER_MINUTE = 4;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ aiAssistsPerMinute: ASSISTS_PER_MINUTE });
});
afterAll(() => testApp.close());

const packRequest = (app: TestApp['app'], token: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/script/publish-pack',
    headers: token === undefined ? {} : withBearer(token),
    payload,
  });

/** A creator's finished script in each language: a hook and four sections under headings. */
const SCRIPT_WORDS: Record<ScriptLanguage, { sentence: string; headings: string[] }> = {
  english: {
    sentence: 'Fresh beans and a steady pour make the cup sweet and clear.',
    headings: ['Beans', 'Grind size', 'Water', 'Pouring'],
  },
  russian: {
    sentence: 'Свежие зёрна и ровная струя делают чашку сладкой и чистой.',
    headings: ['Зёрна', 'Помол', 'Вода', 'Пролив'],
  },
  spanish: {
    sentence: 'Los granos frescos y un vertido constante hacen una taza dulce y limpia.',
    headings: ['Granos', 'Molienda', 'Agua', 'Vertido'],
  },
  french: {
    sentence: 'Des grains frais et un versement régulier donnent une tasse douce et nette.',
    headings: ['Grains', 'Mouture', 'Eau', 'Versement'],
  },
  german: {
    sentence: 'Frische Bohnen und ein ruhiger Guss machen die Tasse süß und klar.',
    headings: ['Bohnen', 'Mahlgrad', 'Wasser', 'Aufguss'],
  },
  chinese: {
    sentence: '新鲜的咖啡豆和稳定的注水让咖啡甘甜而干净。',
    headings: ['咖啡豆', '研磨', '水温', '注水'],
  },
};

function finishedScript(language: ScriptLanguage): string {
  const { sentence, headings } = SCRIPT_WORDS[language];
  const paragraph = (sentences: number) =>
    Array.from({ length: sentences }, () => sentence).join(language === 'chinese' ? '' : ' ');
  return [paragraph(3), ...headings.map((heading) => `## ${heading}\n${paragraph(8)}`)].join(
    '\n\n',
  );
}

const TOPICS: Record<ScriptLanguage, string> = {
  english: 'How to brew pour-over coffee at home',
  russian: 'Как заваривать кофе пуровер дома',
  spanish: 'Cómo preparar café de filtro en casa',
  french: 'Comment préparer un café filtre à la maison',
  german: 'Filterkaffee zu Hause richtig aufbrühen',
  chinese: '在家做手冲咖啡',
};

/** YouTube's count: every tag's characters, 2 quotes around one with a space, commas between. */
const youtubeTagCount = (tags: string[]) =>
  tags.join(',').length + 2 * tags.filter((tag) => tag.includes(' ')).length;

const CHAPTER_LINE = /^((?:\d+:)?\d{2}:\d{2}) (.+)$/;
const secondsOfLine = (time: string) =>
  time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The description's `00:00 Title` lines, as YouTube reads them. */
function chapterLinesOf(description: string) {
  return description
    .split('\n')
    .map((line) => CHAPTER_LINE.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ start: secondsOfLine(match[1]!), title: match[2]! }));
}

/** Every rule YouTube and the issue set for a pack, checked on the answer. */
function expectYoutubeRules(pack: PublishPack, options: { chapters: boolean; short: boolean }) {
  expect(publishPackSchema.parse(pack)).toEqual(pack);
  expect(pack.titles).toHaveLength(5);
  for (const title of pack.titles) {
    expect(title.text.length).toBeLessThanOrEqual(PUBLISH_TITLE_MAX);
    expect(title.why.length).toBeGreaterThan(0);
  }
  const scores = pack.titles.map((title) => title.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(new Set(pack.titles.map((title) => title.text)).size).toBe(5);

  expect(pack.description.length).toBeLessThanOrEqual(PUBLISH_DESCRIPTION_MAX);
  const lines = chapterLinesOf(pack.description);
  if (options.chapters) {
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(pack.description).toContain('\n00:00 ');
    expect(lines[0]!.start).toBe(0);
    for (let i = 1; i < lines.length; i += 1) {
      expect(lines[i]!.start - lines[i - 1]!.start).toBeGreaterThanOrEqual(10);
    }
    expect(lines).toEqual(pack.chapters);
  } else {
    expect(lines).toEqual([]);
    expect(pack.chapters).toEqual([]);
  }

  expect(youtubeTagCount(pack.tags)).toBeLessThanOrEqual(PUBLISH_TAGS_TOTAL_MAX);
  expect(pack.tags.length).toBeGreaterThan(0);
  expect(pack.hashtags.length).toBeGreaterThanOrEqual(3);
  expect(pack.hashtags.length).toBeLessThanOrEqual(5);
  for (const hashtag of pack.hashtags) expect(hashtag).toMatch(/^#[\p{L}\p{N}_]+$/u);
  expect(pack.hashtags.includes('#shorts')).toBe(options.short);
  expect(pack.description.endsWith(pack.hashtags.join(' '))).toBe(true);
}

describe('the offline publish pack in every script language', () => {
  it.each(SCRIPT_LANGUAGES)('keeps YouTube’s rules for a %s video', async (language) => {
    const account = await register(testApp.app);
    const topic = TOPICS[language];
    const script = finishedScript(language);
    const response = await packRequest(testApp.app, account.token, {
      script,
      topic,
      contentType: 'education',
      language,
    });
    expect(response.statusCode).toBe(200);
    const pack = response.json().data as PublishPack;
    expectYoutubeRules(pack, { chapters: true, short: false });
    expect(pack).toMatchObject({ writer: 'offline', chapterSource: 'estimate' });

    // Every title names the topic; the reasons are Russian for a Russian pack, else English.
    const headline = topic.charAt(0).toUpperCase() + topic.slice(1);
    for (const title of pack.titles) {
      expect(title.text).toContain(headline);
      const cyrillic = title.why.every((reason) => /[а-я]/i.test(reason));
      expect(cyrillic).toBe(language === 'russian');
    }
    const phrases = PUBLISH_PHRASES[language];
    const [firstLine] = pack.description.split('\n');
    expect(firstLine).toContain(headline);
    expect(pack.description).toContain(`\n${phrases.chaptersHeading}\n00:00 `);
    expect(pack.description).toContain(phrases.linksPlaceholder);
    expect(pack.chapters.slice(1).map((chapter) => chapter.title)).toEqual(
      SCRIPT_WORDS[language].headings,
    );
    expect(pack.tags[0]).toBe(topic.toLowerCase());
    expect(pack.hashtags).toContain(`#${phrases.contentTypes.education.replace(/ /g, '')}`);
  });

  it.each(SCRIPT_LANGUAGES)(
    'tags a 30-second %s Short #shorts, without chapters',
    async (language) => {
      const account = await register(testApp.app);
      const topic = TOPICS[language];
      const script = writeScript({
        topic,
        contentType: 'lifestyle',
        language,
        duration: '30s',
        keyPoints: [],
      });
      const response = await packRequest(testApp.app, account.token, {
        script,
        topic,
        language,
        duration: '30s',
      });
      expect(response.statusCode).toBe(200);
      const pack = response.json().data as PublishPack;
      expectYoutubeRules(pack, { chapters: false, short: true });
      expect(pack.hashtags[0]).toBe('#shorts');
    },
  );
});

/** Three paragraphs of 30 words and a closing: the sections a voice-over times. */
const PARAGRAPH_WORDS = 30;
const sentenceOf = (first: string) =>
  `${first} ${Array.from({ length: PARAGRAPH_WORDS - 5 }, () => 'coffee').join(' ')} tastes better.`;
const timedScript = [
  sentenceOf('Brewing starts here.'),
  sentenceOf('Grind beans fresh.'),
  sentenceOf('Pour water slowly.'),
  'Subscribe for more and see you next time.',
].join('\n\n');

async function createProject(token: string, fields: object) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: withBearer(token),
    payload: { topic: 'Pour-over coffee', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.project as { id: string };
}

describe('the publish pack of a project', () => {
  it('uses the chapters kept from the voice-over, in whole seconds', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, {
      script: finishedScript('english'),
      chapters: [
        { title: 'Intro', start: 0 },
        { title: 'Grind size', start: 42.5 },
        { title: 'Water', start: 95 },
        { title: 'Too close to water', start: 99 },
      ],
    });
    const response = await packRequest(testApp.app, account.token, { projectId: project.id });
    expect(response.statusCode).toBe(200);
    const pack = response.json().data as PublishPack;
    expectYoutubeRules(pack, { chapters: true, short: false });
    expect(pack.chapterSource).toBe('voice-over');
    expect(pack.chapters).toEqual([
      { title: 'Intro', start: 0 },
      { title: 'Grind size', start: 42 },
      { title: 'Water', start: 95 },
    ]);
    expect(pack.description).toContain('00:00 Intro\n00:42 Grind size\n01:35 Water');
  });

  it('finds the sections in the newest voice-over’s word times when no chapters were kept', async () => {
    const account = await register(testApp.app);
    // One word every half second: the paragraphs start at 15 s and 30 s; the closing at 45 s is
    // less than 10 s before the last word ends, so it is no chapter.
    const words = spokenWordTexts(spokenText(timedScript)).map((text, index) => ({
      text,
      start: index * 0.5,
      end: index * 0.5 + 0.4,
    }));
    const voiceOver = (createdAt: string, timed: typeof words) => ({
      id: `vo-${createdAt}`,
      voiceId: 'en-us',
      url: '/api/files/voice.mp3',
      characters: timedScript.length,
      createdAt,
      words: timed,
    });
    const project = await createProject(account.token, {
      script: timedScript,
      voiceOvers: [
        voiceOver(
          '2026-01-01T10:00:00.000Z',
          words.map((word) => ({ ...word, start: 0, end: 0 })),
        ),
        voiceOver('2026-01-02T10:00:00.000Z', words),
      ],
    });
    const pack = (await packRequest(testApp.app, account.token, { projectId: project.id })).json()
      .data as PublishPack;
    expect(pack.chapterSource).toBe('voice-over');
    expect(pack.chapters).toEqual([
      { title: 'Brewing starts here', start: 0 },
      { title: 'Grind beans fresh', start: 15 },
      { title: 'Pour water slowly', start: 30 },
    ]);
  });

  it('estimates the chapters at 150 words a minute without a voice-over', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { script: timedScript });
    const pack = (await packRequest(testApp.app, account.token, { projectId: project.id })).json()
      .data as PublishPack;
    expect(pack.chapterSource).toBe('estimate');
    // 30 words take 12 s; the closing starts at 36 s, 3.2 s before the script ends.
    expect(pack.chapters).toEqual([
      { title: 'Brewing starts here', start: 0 },
      { title: 'Grind beans fresh', start: 12 },
      { title: 'Pour water slowly', start: 24 },
    ]);
  });

  it('gives no chapters to a video too short for three', async () => {
    const account = await register(testApp.app);
    const response = await packRequest(testApp.app, account.token, {
      script: timedScript,
      topic: 'Pour-over coffee',
      // The last starts 5 s before the end: two chapters are left, and YouTube wants three.
      chapters: [
        { title: 'Start', start: 0 },
        { title: 'Middle', start: 40 },
        { title: 'End', start: 95 },
      ],
      durationSeconds: 100,
    });
    const pack = response.json().data as PublishPack;
    expect(pack.chapterSource).toBe('given');
    expectYoutubeRules(pack, { chapters: false, short: false });
  });

  it('answers 404 for another user’s project, as the projects module does', async () => {
    const owner = await register(testApp.app);
    const other = await register(testApp.app);
    const project = await createProject(owner.token, { script: timedScript });
    const response = await packRequest(testApp.app, other.token, { projectId: project.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'This project does not exist.',
      code: 'NOT_FOUND',
    });
  });

  it('answers 400 naming the script when the project has none yet', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { script: '  ' });
    const response = await packRequest(testApp.app, account.token, { projectId: project.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(/^script: /);
  });
});

describe('publish pack errors', () => {
  it('answers 401 without a sign-in', async () => {
    const response = await packRequest(testApp.app, undefined, { projectId: crypto.randomUUID() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it.each([
    [{}, 'body.script: script is required (or give a projectId).; body.topic: Topic is required.'],
    [{ script: 'Brew it slowly.' }, 'body.topic: Topic is required.'],
    [{ script: '   ', topic: 'Coffee' }, 'body.script: There is no script to publish yet.'],
    [{ projectId: 'not-an-id' }, 'body.projectId: projectId must be a project id.'],
    [
      { projectId: crypto.randomUUID(), topic: 'Coffee' },
      "body.topic: Give either projectId or topic: a project's own topic is used.",
    ],
    [
      { script: 'Brew.', topic: 'Coffee', language: 'klingon' },
      'body.language: language must be one of english, russian, spanish, french, german, chinese.',
    ],
    [
      { script: 'Brew.', topic: 'Coffee', durationSeconds: -3 },
      'body.durationSeconds: durationSeconds must be more than 0.',
    ],
  ])('answers 400 naming the field for %j', async (payload, error) => {
    const account = await register(testApp.app);
    const response = await packRequest(testApp.app, account.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error, code: 'VALIDATION_FAILED' });
  });

  it('counts under the per-user assist limit it shares with the script tools (429)', async () => {
    const account = await register(testApp.app);
    const body = { script: timedScript, topic: 'Pour-over coffee' };
    for (let i = 0; i < ASSISTS_PER_MINUTE; i += 1) {
      expect((await packRequest(testApp.app, account.token, body)).statusCode).toBe(200);
    }
    const limited = await packRequest(testApp.app, account.token, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const keyPoints = await testApp.app.inject({
      method: 'POST',
      url: '/api/script/key-points',
      headers: withBearer(account.token),
      payload: { topic: 'Coffee', contentType: 'lifestyle', language: 'english' },
    });
    expect(keyPoints.statusCode).toBe(429);
    // Another user has their own allowance.
    const other = await register(testApp.app);
    expect((await packRequest(testApp.app, other.token, body)).statusCode).toBe(200);
  });
});

const MODEL_TITLES = [
  'Pour-over coffee at home: 5 mistakes that ruin your cup',
  'Why your pour-over coffee tastes bitter?',
  'Pour-over coffee in 4 minutes',
  'THE BEST POUR-OVER COFFEE EVER!!!',
  'Pour-over coffee: the secret nobody tells you about water',
  `Pour-over coffee ${'explained slowly '.repeat(8)}`,
];
const MODEL_SUMMARY = 'Learn the grind, the water and the pour for a sweet cup every morning.';

describe.each(VENDORS)('the publish pack written by $provider', (vendor) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessFor(vendor);
  });
  afterAll(() => h.close());

  const ask = () =>
    packRequest(h.app, h.token, {
      script: timedScript,
      topic: 'Pour-over coffee',
      language: 'german',
      contentType: 'lifestyle',
    });

  it('asks the model for titles and a summary, and scores its titles locally', async () => {
    h.reset(() => ({
      status: 200,
      json: vendor.answer(JSON.stringify({ titles: MODEL_TITLES, summary: MODEL_SUMMARY })),
    }));
    const response = await ask();
    expect(response.statusCode).toBe(200);
    const pack = response.json().data as PublishPack;
    expect(pack.writer).toBe('ai');
    expectYoutubeRules(pack, { chapters: true, short: false });
    expect(pack.description).toContain(`\n\n${MODEL_SUMMARY}\n\n`);
    // Five of the model's six, cut to 100 characters, best first; the shouted one is last out.
    for (const title of pack.titles) {
      expect(MODEL_TITLES.some((text) => text.startsWith(title.text.replace(/…$/, '')))).toBe(true);
    }
    expect(pack.titles.map((title) => title.text)).not.toContain(MODEL_TITLES[3]);

    expect(h.requests).toHaveLength(1);
    expect(h.requests[0]!.url).toBe(vendor.callPath(false));
    const prompt = vendor.promptText(h.requests[0]!);
    expect(prompt).toContain('"Pour-over coffee"');
    expect(prompt).toContain('German');
    expect(prompt).toContain('Grind beans fresh.');
  });

  it('answers the offline pack when the model’s answer is malformed', async () => {
    h.reset(() => ({
      status: 200,
      json: vendor.answer(JSON.stringify({ titles: ['Only one title'], summery: 'typo' })),
    }));
    const response = await ask();
    expect(response.statusCode).toBe(200);
    const pack = response.json().data as PublishPack;
    expect(pack.writer).toBe('offline');
    expectYoutubeRules(pack, { chapters: true, short: false });
  });
});

describe('the publish pack when the model fails', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessFor(VENDORS[0]!);
  });
  afterAll(() => h.close());

  it('answers the offline pack after the model’s 500s and retries', async () => {
    h.reset(() => ({ status: 500, json: VENDORS[0]!.failure(500), headers: retryNow }));
    const response = await packRequest(h.app, h.token, {
      script: timedScript,
      topic: 'Pour-over coffee',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.writer).toBe('offline');
    expect(h.requests).toHaveLength(3);
  });

  it('answers the offline pack when the answer is not JSON at all', async () => {
    h.reset(() => ({ status: 200, json: VENDORS[0]!.answer('Here are some titles: 1. Coffee') }));
    const response = await packRequest(h.app, h.token, {
      script: timedScript,
      topic: 'Pour-over coffee',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.writer).toBe('offline');
  });
});
