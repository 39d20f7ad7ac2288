import type { PublishPack } from '@reelwright/contracts';
import {
  PUBLISH_PHRASES,
  SCRIPT_LANGUAGES,
  spokenText,
  spokenWordTexts,
} from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScript } from '../../../src/modules/script/offline-writer';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  expectYoutubeRules,
  finishedScript,
  packRequest,
  SCRIPT_WORDS,
  timedScript,
  TOPICS,
} from './publish-pack-support';

const ASSISTS_PER_MINUTE = 4;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ aiAssistsPerMinute: ASSISTS_PER_MINUTE });
});
afterAll(() => testApp.close());

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
