import type { PublishPack } from '@reelwright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessFor, retryNow, VENDORS, type Harness } from '../../helpers/llm-vendors';
import { expectYoutubeRules, packRequest, timedScript } from './publish-pack-support';

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
