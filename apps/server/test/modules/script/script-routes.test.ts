import {
  lengthRange,
  measureLength,
  SHORT_FORM_DURATIONS,
  spokenText,
} from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ aiAssistsPerMinute: 5 });
});
afterAll(() => testApp.close());

const post = (path: string, token: string, payload: object, stream = false) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/script/${path}`,
    headers: { ...withBearer(token), ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload,
  });

const brief = {
  topic: 'Budget travel in Japan',
  duration: 'short',
  keyPoints: ['Rail passes', 'Where to sleep'],
  contentType: 'lifestyle',
  language: 'english',
};

describe('script writing with the offline writer', () => {
  it('writes a script with the key points and counts it', async () => {
    const account = await register(testApp.app);
    const response = await post('generate', account.token, brief);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.writer).toBe('offline');
    expect(data.script.indexOf('Rail passes')).toBeGreaterThan(0);
    expect(data.script.indexOf('Where to sleep')).toBeGreaterThan(
      data.script.indexOf('Rail passes'),
    );
    expect(data.usage.scriptsGenerated).toBe(1);
  });

  it('streams the script in pieces, then done with the whole text', async () => {
    const account = await register(testApp.app);
    const response = await post('generate', account.token, brief, true);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toBeDefined();
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(20);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const streamed = deltas.map((event) => (event.data as { text: string }).text).join('');
    expect(streamed.trim()).toBe((done.data as { script: string }).script);
  });

  it('answers 402 as JSON (not a stream) once the plan’s scripts are used, and counts nothing more', async () => {
    const account = await register(testApp.app);
    for (let i = 0; i < 3; i++)
      expect((await post('generate', account.token, brief)).statusCode).toBe(200);
    const over = await post('generate', account.token, brief, true);
    expect(over.statusCode).toBe(402);
    expect(over.headers['content-type']).toMatch(/application\/json/);
    expect(over.json()).toEqual({
      success: false,
      error: 'You have used all 3 scripts of the Free plan this month. Boost gives you 25.',
      code: 'QUOTA_EXCEEDED',
    });
  });

  it('lets exactly one of 20 parallel generations take the last script of the month', async () => {
    const account = await register(testApp.app);
    for (let i = 0; i < 2; i++)
      await post('generate', account.token, { ...brief, duration: 'short' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('generate', account.token, brief)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(19);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user.usage.scriptsGenerated).toBe(3);
  });

  it('suggests key points, improves a passage and extends a script', async () => {
    const account = await register(testApp.app);
    const points = await post('key-points', account.token, {
      topic: 'Budget travel in Japan',
      contentType: 'lifestyle',
      language: 'english',
    });
    expect(points.json().data.points.length).toBeGreaterThanOrEqual(5);
    expect(points.json().data.points.length).toBeLessThanOrEqual(10);

    const selectedText = 'Trains in Japan are fast and clean.';
    const improved = await post('improve', account.token, {
      selectedText,
      improvementCommand: 'Add examples',
      script: `Intro. ${selectedText} Outro.`,
      language: 'english',
    });
    expect(improved.statusCode).toBe(200);
    expect(improved.json().data.improvedText).not.toBe(selectedText);
    expect(improved.json().data.improvedText.length).toBeGreaterThan(selectedText.length);

    const script = (await post('generate', account.token, brief)).json().data.script as string;
    const extended = await post('extend', account.token, {
      script,
      topic: brief.topic,
      contentType: 'lifestyle',
      language: 'english',
    });
    const extension = extended.json().data.extension as string;
    expect(script).not.toContain(extension.slice(0, 60));
  });

  it('extends twice, each time before the call to action and outro', async () => {
    const account = await register(testApp.app);
    const script = (await post('generate', account.token, brief)).json().data.script as string;
    const extend = async (current: string) =>
      (
        await post('extend', account.token, {
          script: current,
          topic: brief.topic,
          contentType: 'lifestyle',
          language: 'english',
        })
      ).json().data as { extension: string; script: string };
    const first = await extend(script);
    const second = await extend(first.script);
    const paragraphs = second.script.split('\n\n');
    const original = script.split('\n\n');
    // Hook → body (the original sections, then the two new ones) → recap, call to action, outro.
    expect(paragraphs[0]).toBe(original[0]);
    expect(paragraphs.slice(0, original.length - 3)).toEqual(original.slice(0, -3));
    expect(paragraphs.slice(-5, -3)).toEqual([first.extension, second.extension]);
    expect(paragraphs.slice(-3)).toEqual(original.slice(-3));
    expect(paragraphs.at(-2)).toMatch(/subscribe|comment/i);
    expect(paragraphs.at(-1)).toMatch(/thanks|see you|bye/i);
  });

  it('assesses quality locally, with a grade', async () => {
    const account = await register(testApp.app);
    const script = (await post('generate', account.token, brief)).json().data.script as string;
    const response = await post('quality', account.token, {
      script,
      language: 'english',
      topic: brief.topic,
    });
    const quality = response.json().data.quality;
    expect(quality.source).toBe('local');
    expect(quality.grade).toMatch(/^[ABC]$/);
    for (const name of [
      'structure',
      'engagement',
      'readability',
      'emotional_tone',
      'clarity',
      'seo_optimization',
      'rhythm',
      'total_score',
    ]) {
      expect(quality[name]).toBeGreaterThanOrEqual(0);
      expect(quality[name]).toBeLessThanOrEqual(10);
    }
    // Only what is said counts: the offline draft's [cues] leave the rest to the creator.
    expect(quality.video_duration).toBeGreaterThan(0.3);
    expect(quality.video_duration).toBeLessThan(2);
  });

  it('limits key points, improve and extend per user per minute (not generate)', async () => {
    const account = await register(testApp.app);
    const ask = () =>
      post('key-points', account.token, {
        topic: 'Tea',
        contentType: 'education',
        language: 'english',
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await register(testApp.app);
    expect(
      (
        await post('key-points', other.token, {
          topic: 'Tea',
          contentType: 'education',
          language: 'english',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rejects bad requests with clear messages', async () => {
    const account = await register(testApp.app);
    const cases: Array<[string, object, string]> = [
      ['generate', { ...brief, topic: '   ' }, 'Topic is required.'],
      ['generate', { ...brief, keyPoints: Array(11).fill('x') }, 'Use at most 10 key points.'],
      ['generate', { ...brief, language: 'latin' }, 'language must be one of'],
      ['generate', { ...brief, duration: 'epic' }, 'duration must be one of'],
      [
        'improve',
        { selectedText: 'too short', improvementCommand: 'x', script: '' },
        'Select more than 10 characters to improve.',
      ],
      [
        'improve',
        { selectedText: 'A long enough passage.', improvementCommand: ' ', script: '' },
        'Say how the passage should be improved.',
      ],
      ['extend', { script: ' ', topic: 'Tea' }, 'There is no script to extend yet.'],
      ['quality', { script: '' }, 'There is no script to assess yet.'],
    ];
    for (const [path, payload, message] of cases) {
      const response = await post(path, account.token, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().error).toContain(message);
    }
  });
});

describe('short scripts (15–90 s)', () => {
  const short = { ...brief, topic: 'Budget travel in Japan', keyPoints: ['Rail passes'] };
  const lengthOf = (script: string) => measureLength(spokenText(script), 'english');

  it.each(SHORT_FORM_DURATIONS)('writes a %s script sized to its duration', async (duration) => {
    const account = await register(testApp.app);
    const response = await post('generate', account.token, { ...short, duration });
    expect(response.statusCode).toBe(200);
    const { script } = response.json().data as { script: string };
    const { min, max } = lengthRange(duration, 'english');
    expect(lengthOf(script)).toBeGreaterThanOrEqual(min);
    expect(lengthOf(script)).toBeLessThanOrEqual(max);
    expect(script).toContain('Rail passes');
  });

  it('answers 400 naming duration for one it does not know', async () => {
    const account = await register(testApp.app);
    for (const duration of ['45s', '15', 15, '2m']) {
      const response = await post('generate', account.token, { ...short, duration });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toMatch(/duration must be one of .*15s, 30s, 60s, 90s/);
    }
  });

  it('keeps “More” and “Improve” of a 30-second script within its budget, and says when it is full', async () => {
    const account = await register(testApp.app);
    const { max } = lengthRange('30s', 'english');
    let script = (await post('generate', account.token, { ...short, duration: '30s' })).json().data
      .script as string;
    const extendBody = () => ({
      script,
      topic: short.topic,
      contentType: 'lifestyle',
      language: 'english',
      duration: '30s',
    });
    let full = null;
    for (let i = 0; i < 4 && full === null; i += 1) {
      const response = await post('extend', account.token, extendBody());
      if (response.statusCode === 422) full = response.json();
      else {
        expect(response.statusCode).toBe(200);
        script = response.json().data.script;
        expect(lengthOf(script)).toBeLessThanOrEqual(max);
        // A Short still ends on its one-line call to action.
        expect(script.split('\n\n').at(-1)).toMatch(/follow|subscribe|comment/i);
      }
    }
    expect(full).toEqual({
      success: false,
      error: expect.stringMatching(
        /^This 30-second script is already at its length \(\d+ words of at most 82\)\./,
      ),
      code: 'SCRIPT_AT_LENGTH',
    });

    // "Add examples" lengthens a passage; in a full Short it may only fill what it replaces.
    const selectedText = script.split('\n\n')[1]!;
    const improved = await post('improve', account.token, {
      selectedText,
      improvementCommand: 'Add examples',
      script,
      language: 'english',
      duration: '30s',
    });
    expect(improved.statusCode).toBe(200);
    const next = script.replace(selectedText, improved.json().data.improvedText as string);
    expect(lengthOf(next)).toBeLessThanOrEqual(max);

    // Without a Short's duration, "More" adds a whole section as before.
    const long = await post('extend', account.token, { ...extendBody(), duration: undefined });
    expect(lengthOf(long.json().data.script)).toBeGreaterThan(max);
  });

  it('scores a Short on its hook and payoff, not its sections', async () => {
    const account = await register(testApp.app);
    const script = (await post('generate', account.token, { ...short, duration: '60s' })).json()
      .data.script as string;
    const quality = (
      await post('quality', account.token, { script, language: 'english', duration: '60s' })
    ).json().data.quality;
    expect(quality.form).toBe('short');
    expect(quality.short_form).toMatchObject({ length_unit: 'words', greeting: false });
    expect(quality.short_form.hook_length).toBeLessThanOrEqual(8);
    expect(quality.short_form.hook_seconds).toBeLessThanOrEqual(3.2);
    expect(quality.short_form.payoff_seconds).toBeGreaterThan(0);
    expect(quality.recommendations.join(' ')).not.toMatch(/sections|paragraph/i);

    const greeted = `Hello and welcome back to the channel, everyone, today we talk about travel. ${script}`;
    const worse = (
      await post('quality', account.token, {
        script: greeted,
        language: 'english',
        duration: '60s',
      })
    ).json().data.quality;
    expect(worse.structure).toBeLessThan(quality.structure);
    expect(worse.short_form.greeting).toBe(true);
    expect(worse.recommendations).toContain(
      'Cut the greeting: a Short starts with its hook, not with “hello and welcome”.',
    );
  });
});
