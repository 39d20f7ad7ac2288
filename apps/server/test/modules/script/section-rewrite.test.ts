import { sectionResultSchema } from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { register } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import {
  headingScript,
  outlineBrief,
  scriptToolsApp,
  sectionBrief,
  sectionTexts,
  wordsOf,
} from './script-tools-support';

const testApp = scriptToolsApp();
const { post } = testApp;

const paragraphScript = [
  'Did you know most travellers overpay for trains in Japan? Today we fix that.',
  'A rail pass is only worth it when you travel far. Count your long trips first, then compare the price with single tickets, and decide. If you stay in one city, skip it.',
  'Business hotels are clean and cheap. Capsule hotels are cheaper still, and they are a lot of fun for one night.',
  'Subscribe for more travel tips, and tell me in the comments where you are going.',
].join('\n\n');

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
