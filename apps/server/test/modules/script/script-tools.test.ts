import {
  HOOK_STYLES,
  hooksResultSchema,
  outlineResultSchema,
  sectionResultSchema,
  type OutlineSection,
} from '@reelwright/contracts';
import {
  measureLength,
  SCRIPT_LANGUAGES,
  scriptSections,
  spokenText,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const post = (path: string, token: string | undefined, payload: object, stream = false) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/script/${path}`,
    headers: {
      ...(token === undefined ? {} : withBearer(token)),
      ...(stream ? { accept: 'text/event-stream' } : {}),
    },
    payload,
  });

/** Spoken sentences, ended by . ! ? … or the full-width 。！？ (cues are not said). */
const sentencesOf = (text: string) =>
  spokenText(text)
    .split(/(?<=[.!?…。！？])\s*/u)
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

const wordsOf = (text: string, language: ScriptLanguage = 'english') =>
  measureLength(spokenText(text), language);

/** The script's sections as text, heading and all. */
const sectionTexts = (script: string, language: ScriptLanguage = 'english') =>
  scriptSections(script, language).map((section) => script.slice(section.start, section.end));

/** Each language's own script or quotes around the topic, so English text cannot pass. */
const WRITTEN_IN: Record<ScriptLanguage, RegExp> = {
  english: /“Budget travel”/,
  russian: /\p{Script=Cyrillic}{4}/u,
  spanish: /«Budget travel»/,
  french: /« Budget travel »/,
  german: /„Budget travel“/,
  chinese: /\p{Script=Han}{4}/u,
};

const hooksBrief = { topic: 'Budget travel', contentType: 'lifestyle', language: 'english' };

describe('POST /api/script/hooks (offline writer)', () => {
  it('answers three hooks in three different styles, each at most two sentences', async () => {
    const account = await register(testApp.app);
    const response = await post('hooks', account.token, hooksBrief);
    expect(response.statusCode).toBe(200);
    const data = hooksResultSchema.parse(response.json().data);
    expect(data.writer).toBe('offline');
    expect(new Set(data.hooks.map((hook) => hook.style)).size).toBe(3);
    for (const hook of data.hooks) {
      expect(HOOK_STYLES).toContain(hook.style);
      expect(sentencesOf(hook.text).length).toBeGreaterThan(0);
      expect(sentencesOf(hook.text).length).toBeLessThanOrEqual(2);
      expect(hook.text).toContain('Budget travel');
      if (hook.style === 'question') expect(hook.text).toMatch(/\?$/);
    }
  });

  it('gives the same brief the same hooks, and other ones once a hook is in the script', async () => {
    const account = await register(testApp.app);
    const first = (await post('hooks', account.token, hooksBrief)).json().data.hooks;
    expect((await post('hooks', account.token, hooksBrief)).json().data.hooks).toEqual(first);
    const chosen = first[0].text as string;
    const again = (
      await post('hooks', account.token, {
        ...hooksBrief,
        script: `${chosen}\n\nHi, and welcome back to the channel.`,
      })
    ).json().data.hooks as Array<{ text: string }>;
    expect(again.map((hook) => hook.text)).not.toContain(chosen);
  });

  it.each(SCRIPT_LANGUAGES)('writes hooks in %s', async (language) => {
    const account = await register(testApp.app);
    const response = await post('hooks', account.token, { ...hooksBrief, language });
    const { hooks } = hooksResultSchema.parse(response.json().data);
    expect(new Set(hooks.map((hook) => hook.style)).size).toBe(3);
    for (const hook of hooks) {
      expect(hook.text).toMatch(WRITTEN_IN[language]);
      expect(sentencesOf(hook.text).length).toBeLessThanOrEqual(2);
      if (language === 'chinese') expect(hook.text).toMatch(/[。？！]$/u);
    }
  });
});

const outlineBrief = {
  topic: 'Budget travel in Japan',
  duration: 'medium',
  contentType: 'lifestyle',
  language: 'english',
};

describe('POST /api/script/outline and generate from it (offline writer)', () => {
  it.each([
    ['short', 3],
    ['medium', 4],
    ['long', 5],
    ['extra_long', 6],
  ])(
    'plans a %s video: hook, intro, %i body sections, call to action, outro',
    async (duration, bodies) => {
      const account = await register(testApp.app);
      const response = await post('outline', account.token, { ...outlineBrief, duration });
      expect(response.statusCode).toBe(200);
      const { outline, writer } = outlineResultSchema.parse(response.json().data);
      expect(writer).toBe('offline');
      expect(outline.map((section) => section.kind)).toEqual([
        'hook',
        'intro',
        ...Array(bodies).fill('body'),
        'cta',
        'outro',
      ]);
      for (const section of outline) expect(section.note).not.toBe('');
      expect(outline[0]!.note).toContain('“Budget travel in Japan”');
    },
  );

  it.each(['15s', '60s'])(
    'plans a %s Short as hook, its one idea, payoff and call to action',
    async (duration) => {
      const account = await register(testApp.app);
      const { outline } = (
        await post('outline', account.token, { ...outlineBrief, duration })
      ).json().data as { outline: OutlineSection[] };
      expect(outline.map((section) => section.kind)).toEqual(['hook', 'body', 'cta']);
    },
  );

  it.each(SCRIPT_LANGUAGES)('plans in %s', async (language) => {
    const account = await register(testApp.app);
    const { outline } = (await post('outline', account.token, { ...outlineBrief, language })).json()
      .data as { outline: OutlineSection[] };
    const script = { russian: /\p{Script=Cyrillic}/u, chinese: /\p{Script=Han}/u }[
      language as 'russian' | 'chinese'
    ];
    for (const section of outline) {
      if (script) expect(`${section.title} ${section.note}`).toMatch(script);
    }
    if (language !== 'english') {
      const english = (await post('outline', account.token, outlineBrief)).json().data.outline;
      expect(outline.map((section) => section.title)).not.toEqual(
        english.map((section: OutlineSection) => section.title),
      );
    }
  });

  it('writes the script from an edited outline: its sections in order, their titles as headings, streamed', async () => {
    const account = await register(testApp.app);
    const planned = (await post('outline', account.token, outlineBrief)).json().data
      .outline as OutlineSection[];
    // The creator renames a section, swaps two and drops one.
    const [hook, intro, first, second, , fourth, cta, outro] = planned;
    const outline = [
      hook!,
      intro!,
      second!,
      { ...first!, title: 'Rail passes that pay off' },
      fourth!,
      cta!,
      outro!,
    ];
    const response = await post(
      'generate',
      account.token,
      { ...outlineBrief, keyPoints: [], outline },
      true,
    );
    const events = parseEventStream(response.body);
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(10);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const { script } = done.data as { script: string };
    expect(scriptSections(script, 'english').map((section) => section.title)).toEqual(
      outline.map((section) => section.title),
    );
    expect(script).toMatch(/^## Hook\n/);
    const kinds = scriptSections(script, 'english').map((section) => section.kind);
    expect(kinds[0]).toBe('hook');
    expect(kinds.slice(-2)).toEqual(['cta', 'outro']);
  });

  it('writes a Short from its outline without headings, on the idea the creator wrote', async () => {
    const account = await register(testApp.app);
    const outline = [
      { kind: 'hook', title: 'Hook', note: '' },
      { kind: 'body', title: 'Night buses save a hotel night', note: '' },
      { kind: 'cta', title: 'Payoff', note: '' },
    ];
    const response = await post('generate', account.token, {
      ...outlineBrief,
      duration: '30s',
      outline,
    });
    const { script } = response.json().data as { script: string };
    expect(script).not.toContain('##');
    expect(script).toContain('Night buses save a hotel night');
  });
});

const headingScript = [
  '## Hook',
  'Did you know most travellers overpay for trains in Japan? Today we fix that.',
  '',
  '## Rail passes',
  'A rail pass is only worth it when you travel far. Count your long trips first, then compare the price with single tickets, and decide.',
  'If you stay in one city, skip it.',
  '',
  '## Where to sleep',
  'Business hotels are clean and cheap. Capsule hotels are cheaper still, and they are a lot of fun for one night.',
  '',
  '## Call to action',
  'Subscribe for more travel tips, and tell me in the comments where you are going.',
].join('\n');

const paragraphScript = [
  'Did you know most travellers overpay for trains in Japan? Today we fix that.',
  'A rail pass is only worth it when you travel far. Count your long trips first, then compare the price with single tickets, and decide. If you stay in one city, skip it.',
  'Business hotels are clean and cheap. Capsule hotels are cheaper still, and they are a lot of fun for one night.',
  'Subscribe for more travel tips, and tell me in the comments where you are going.',
].join('\n\n');

const sectionBrief = {
  topic: 'Budget travel in Japan',
  contentType: 'lifestyle',
  language: 'english',
};

type SectionData = { section: string; script: string; range: { start: number; end: number } };

async function rewrite(token: string, script: string, sectionIndex: number, extra: object = {}) {
  const response = await post('section', token, {
    ...sectionBrief,
    script,
    sectionIndex,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return sectionResultSchema.parse(response.json().data) as SectionData & { writer: string };
}

/** Every section but `index` is byte for byte what it was, and the bytes between them too. */
function expectOnlySectionChanged(before: string, after: SectionData, index: number) {
  const { range, section, script } = after;
  expect(script).toBe(`${before.slice(0, range.start)}${section}${before.slice(range.end)}`);
  const old = sectionTexts(before);
  const now = sectionTexts(script);
  expect(now).toHaveLength(old.length);
  now.forEach((text, i) => {
    if (i === index) expect(text).not.toBe(old[i]);
    else expect(text).toBe(old[i]);
  });
}

describe('POST /api/script/section (offline writer)', () => {
  it.each([
    ['headings', headingScript],
    ['paragraphs', paragraphScript],
  ])(
    'rewrites one section of a script with %s and leaves every other one byte for byte',
    async (_, script) => {
      const account = await register(testApp.app);
      for (const index of [0, 1, 2, 3]) {
        const result = await rewrite(account.token, script, index);
        expect(result.writer).toBe('offline');
        expectOnlySectionChanged(script, result, index);
      }
    },
  );

  it('keeps the heading of the section it rewrites', async () => {
    const account = await register(testApp.app);
    const result = await rewrite(account.token, headingScript, 1);
    expect(result.section).toMatch(/^## Rail passes\n\S/);
    expect(result.range.start).toBe(headingScript.indexOf('## Rail passes'));
  });

  it('makes a section shorter or longer, about 60 % or 160 % of its words', async () => {
    const account = await register(testApp.app);
    for (const script of [headingScript, paragraphScript]) {
      const before = wordsOf(sectionTexts(script)[1]!.replace('## Rail passes\n', ''));
      const shorter = await rewrite(account.token, script, 1, { length: 'shorter' });
      const longer = await rewrite(account.token, script, 1, { length: 'longer' });
      expectOnlySectionChanged(script, shorter, 1);
      expectOnlySectionChanged(script, longer, 1);
      const bodyWords = (section: string) => wordsOf(section.replace('## Rail passes\n', ''));
      expect(bodyWords(shorter.section)).toBeLessThan(before);
      expect(bodyWords(shorter.section)).toBeGreaterThanOrEqual(Math.floor(before * 0.4));
      expect(bodyWords(longer.section)).toBeGreaterThan(before);
      expect(bodyWords(longer.section)).toBeLessThanOrEqual(Math.ceil(before * 2.2));
    }
  });

  it('shortens a one-sentence section too', async () => {
    const account = await register(testApp.app);
    const script =
      'Trains in Japan are fast, clean and cheap, and the passes make them even cheaper.\n\nSubscribe for more.';
    const result = await rewrite(account.token, script, 0, { length: 'shorter' });
    expect(wordsOf(sectionTexts(result.script)[0]!)).toBeLessThan(
      wordsOf(sectionTexts(script)[0]!),
    );
    expectOnlySectionChanged(script, result, 0);
  });

  it('follows an instruction it knows: “Add examples” adds one', async () => {
    const account = await register(testApp.app);
    const result = await rewrite(account.token, headingScript, 2, { instruction: 'Add examples' });
    expectOnlySectionChanged(headingScript, result, 2);
    expect(result.section).toMatch(/for example|for instance|example:|everyday case/i);
  });

  it('keeps Windows line endings and the bytes around the section', async () => {
    const account = await register(testApp.app);
    const script = headingScript.replace(/\n/g, '\r\n');
    const result = await rewrite(account.token, script, 2, { length: 'longer' });
    expect(result.script.slice(0, result.range.start)).toBe(script.slice(0, result.range.start));
    expect(result.script.slice(result.range.start + result.section.length)).toBe(
      script.slice(result.range.end),
    );
    expect(result.section.startsWith('## Where to sleep\r\n')).toBe(true);
    expect(result.script.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('rewrites a section of a script written from an outline, in Russian and Chinese too', async () => {
    const account = await register(testApp.app);
    for (const language of ['russian', 'chinese'] as const) {
      const outline = (await post('outline', account.token, { ...outlineBrief, language })).json()
        .data.outline;
      const script = (
        await post('generate', account.token, { ...outlineBrief, language, outline })
      ).json().data.script as string;
      const response = await post('section', account.token, {
        ...sectionBrief,
        language,
        script,
        sectionIndex: 3,
        length: 'longer',
      });
      const result = response.json().data as SectionData;
      const old = sectionTexts(script, language);
      const now = sectionTexts(result.script, language);
      expect(now.filter((text, i) => i !== 3)).toEqual(old.filter((text, i) => i !== 3));
      expect(wordsOf(now[3]!, language)).toBeGreaterThan(wordsOf(old[3]!, language));
      expect(now[3]).toMatch(language === 'russian' ? /\p{Script=Cyrillic}/u : /\p{Script=Han}/u);
    }
  });

  it('streams the rewrite: delta events, then done with the same answer as JSON', async () => {
    const account = await register(testApp.app);
    const payload = { ...sectionBrief, script: headingScript, sectionIndex: 2, length: 'longer' };
    const json = (await post('section', account.token, payload)).json().data;
    const response = await post('section', account.token, payload, true);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({ event: 'done', data: json });
    const streamed = deltas.map((event) => (event.data as { text: string }).text).join('');
    expect(json.section).toBe(`## Where to sleep\n${streamed.trim()}`);
  });

  it('answers 400 SECTION_NOT_FOUND naming sectionIndex past the last section', async () => {
    const account = await register(testApp.app);
    const response = await post('section', account.token, {
      ...sectionBrief,
      script: headingScript,
      sectionIndex: 4,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'body.sectionIndex: the script has 4 sections (0 to 3); there is no section 4.',
      code: 'SECTION_NOT_FOUND',
    });
  });
});

describe('script tools: sign-in, validation and the assist limit', () => {
  const requests: Array<[string, object]> = [
    ['hooks', hooksBrief],
    ['section', { ...sectionBrief, script: headingScript, sectionIndex: 1 }],
    ['outline', outlineBrief],
  ];

  it.each(requests)('answers 401 in the envelope to %s without a token', async (path, payload) => {
    const response = await post(path, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 400 naming the field', async () => {
    const account = await register(testApp.app);
    const cases: Array<[string, object, string]> = [
      ['hooks', { ...hooksBrief, topic: ' ' }, 'body.topic: Topic is required.'],
      ['hooks', { ...hooksBrief, language: 'latin' }, 'body.language: language must be one of'],
      [
        'section',
        { ...requests[1]![1], sectionIndex: 'two' },
        'body.sectionIndex: sectionIndex must be a number.',
      ],
      [
        'section',
        { ...requests[1]![1], sectionIndex: -1 },
        'body.sectionIndex: sectionIndex must be 0 or more.',
      ],
      ['section', { ...requests[1]![1], length: 'tiny' }, 'body.length'],
      [
        'section',
        { ...requests[1]![1], script: '  ' },
        'body.script: There is no script to rewrite yet.',
      ],
      ['outline', { ...outlineBrief, duration: 'epic' }, 'body.duration: duration must be one of'],
      [
        'generate',
        { ...outlineBrief, outline: [{ kind: 'body', title: ' ' }] },
        'Each outline section needs a title.',
      ],
    ];
    for (const [path, payload, message] of cases) {
      const response = await post(path, account.token, payload);
      expect(response.statusCode, `${path} ${message}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toContain(message);
    }
  });

  it('counts hooks, section rewrites and outlines as assists: the 31st in a minute is 429', async () => {
    const account = await register(testApp.app);
    for (let i = 0; i < 30; i += 1) {
      const [path, payload] = requests[i % requests.length]!;
      expect((await post(path, account.token, payload)).statusCode).toBe(200);
    }
    for (const [path, payload] of requests) {
      const limited = await post(path, account.token, payload);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another creator is not held up by it.
    const other = await register(testApp.app);
    expect((await post('hooks', other.token, hooksBrief)).statusCode).toBe(200);
  });
});
