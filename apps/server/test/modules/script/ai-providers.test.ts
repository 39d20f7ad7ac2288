import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBearer } from '../../helpers/auth';
import { parseEventStream } from '../../helpers/fake-llm';
import { harnessFor, retryNow, VENDORS, type Harness } from '../../helpers/llm-vendors';

const brief = {
  topic: 'Cold brew coffee at home',
  duration: 'short',
  keyPoints: ['Choosing beans', 'Steeping time'],
  contentType: 'lifestyle',
  language: 'german',
};

async function scriptsUsed(h: Harness): Promise<number> {
  const me = await h.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: withBearer(h.token),
  });
  return me.json().data.user.usage.scriptsGenerated as number;
}

describe.each(VENDORS)('AI writer through $provider', (vendor) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessFor(vendor);
  });
  afterAll(() => h.close());

  it('streams a script: the prompt carries the brief, deltas arrive in order, done has the cleaned text', async () => {
    const pieces = [
      '**Hook:** Kalter ',
      'Kaffee, ',
      'ganz einfach.\n\n\n\n',
      '## Bohnen\n',
      'Wähle frische Bohnen.',
    ];
    h.reset(() => ({ status: 200, events: vendor.streamEvents(pieces) }));
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/generate',
      headers: { ...withBearer(h.token), accept: 'text/event-stream' },
      payload: brief,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(
      pieces.join(''),
    );
    expect(events.at(-1)).toEqual({
      event: 'done',
      data: {
        script: 'Hook: Kalter Kaffee, ganz einfach.\n\nBohnen\nWähle frische Bohnen.',
        writer: 'ai',
        usage: { scriptsGenerated: 1, audioGenerated: 0, thumbnailsGenerated: 0, videosCreated: 0 },
      },
    });

    expect(h.requests).toHaveLength(1);
    const [call] = h.requests;
    expect(call!.url).toBe(vendor.callPath(true));
    expect(vendor.isStreamCall(call!)).toBe(true);
    expect(vendor.sentKey(call!)).toBe(vendor.apiKey);
    if (vendor.provider !== 'google') expect(call!.body.model).toBe(vendor.model);
    const prompt = vendor.promptText(call!);
    expect(prompt).toContain('Cold brew coffee at home');
    expect(prompt).toContain('German');
    expect(prompt).toContain('- Choosing beans\n- Steeping time');
    expect(prompt).toContain('about 750 words');
  });

  it('sends a 30-second Short the short-form prompt: its word budget, the hook, one idea, the payoff, one line of call to action', async () => {
    h.reset(() => ({
      status: 200,
      events: vendor.streamEvents(['Kalter Kaffee in zwölf Stunden. ', 'Abonnier für mehr.']),
    }));
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/generate',
      headers: { ...withBearer(h.token), accept: 'text/event-stream' },
      payload: { ...brief, duration: '30s' },
    });
    expect(parseEventStream(response.body).at(-1)!.event).toBe('done');
    const prompt = vendor.promptText(h.requests[0]!);
    expect(prompt).toContain('vertical short-form videos (YouTube Shorts, TikTok, Reels)');
    expect(prompt).toContain(
      'read aloud in 30 seconds, so it is about 75 words long: no fewer than 68 and no more than 82',
    );
    expect(prompt).toContain(
      'The hook is the first sentence: at most 8 words, said in 3 seconds or less',
    );
    expect(prompt).toContain('never open with "hello", "hi" or "welcome"');
    expect(prompt).toContain('One idea only: no sections');
    expect(prompt).toContain('The payoff — what the hook promised — starts by three quarters');
    expect(prompt).toContain('The last sentence is a one-line call to action');
    expect(prompt).toContain('Build the one idea on this key point: Choosing beans');
    expect(prompt).not.toContain('minutes');
    expect(prompt).not.toContain('Steeping time');
  });

  it('gives a Short’s “More” only the words its budget has left', async () => {
    h.reset(() => ({
      status: 200,
      events: vendor.streamEvents([
        'A jar and a sieve are all you need. ',
        'Twelve hours later the coffee is smooth, sweet and ready for ice, milk or nothing at all, every single morning.',
      ]),
    }));
    // 59 of the 82 words a 30-second script may have: 23 are left.
    const script = `${Array.from({ length: 14 }, () => 'Cold brew is easy.').join(' ')}\n\nFollow for more.`;
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/extend',
      headers: withBearer(h.token),
      payload: {
        script,
        topic: 'Cold brew',
        contentType: 'lifestyle',
        language: 'english',
        duration: '30s',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(vendor.promptText(h.requests[0]!)).toContain('at most 23 words');
    // The model overshot: only the sentence that fits is kept.
    expect(response.json().data.extension).toBe('A jar and a sieve are all you need.');
  });

  it('retries a 429 and answers key points parsed from the model’s habits', async () => {
    h.reset((_request, attempt) =>
      attempt === 1
        ? { status: 429, json: vendor.failure(429), headers: retryNow }
        : {
            status: 200,
            json: vendor.answer('```json\n["Choosing beans", "Grind size", "Steeping time"]\n```'),
          },
    );
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/key-points',
      headers: withBearer(h.token),
      payload: { topic: 'Cold brew', contentType: 'lifestyle', language: 'english' },
    });
    expect(response.json()).toEqual({
      success: true,
      data: { points: ['Choosing beans', 'Grind size', 'Steeping time'], writer: 'ai' },
    });
    expect(h.requests).toHaveLength(2);
    expect(h.requests[1]!.url).toBe(vendor.callPath(false));
  });

  it('gives up after two retries of a 500 with the spec’s message, counting nothing', async () => {
    const scriptsBefore = await scriptsUsed(h);
    h.reset(() => ({ status: 500, json: vendor.failure(500), headers: retryNow }));
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/generate',
      headers: withBearer(h.token),
      payload: brief,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      error: 'Script generation failed. Please try again.',
      code: 'AI_FAILED',
    });
    expect(h.requests).toHaveLength(3);
    expect(await scriptsUsed(h)).toBe(scriptsBefore);
  });
});

describe('AI writer failures mid-way', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harnessFor(VENDORS[0]!, 500);
  });
  afterAll(() => h.close());

  it('ends a stream cut by the provider with an error event and refunds the script', async () => {
    h.reset(() => ({
      status: 200,
      events: VENDORS[0]!.streamEvents(['Once upon ', 'a time', ' there was']),
      cutAfter: 3,
    }));
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/extend',
      headers: { ...withBearer(h.token), accept: 'text/event-stream' },
      payload: {
        script: 'A story.',
        topic: 'Stories',
        contentType: 'entertainment',
        language: 'english',
      },
    });
    const events = parseEventStream(response.body);
    expect(events[0]).toEqual({ event: 'delta', data: { text: 'Once upon ' } });
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { error: 'Script extension failed. Please try again.', code: 'AI_FAILED' },
    });
  });

  it('answers 504 AI_TIMEOUT when the provider does not answer in time', async () => {
    h.reset(() => ({ hang: true }));
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/script/improve',
      headers: withBearer(h.token),
      payload: {
        selectedText: 'This sentence could be better.',
        improvementCommand: 'Make it more emotional',
        script: 'Intro. This sentence could be better. Outro.',
        language: 'english',
      },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      success: false,
      error: 'Script improvement failed. Please try again.',
      code: 'AI_TIMEOUT',
    });
  });

  it('blends the model’s rubric with the local analysis, and falls back to the local one on failure', async () => {
    const vendor = VENDORS[0]!;
    let broken = false;
    const rubric = {
      structure: 9,
      engagement: 8,
      readability: 9,
      emotional_tone: 7,
      clarity: 9,
      seo_optimization: 6,
      rhythm: 8,
      recommendations: ['Name the exact brewing ratio in the intro.'],
    };
    h.reset(() =>
      broken
        ? { status: 500, json: vendor.failure(500), headers: retryNow }
        : { status: 200, json: vendor.answer(JSON.stringify(rubric)) },
    );
    const script =
      'Did you know cold brew takes twelve hours? Today you will learn how to make it at home.\n\nFirst, choose your beans. A medium roast works best.\n\nSubscribe for more coffee tips!';
    const ask = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/script/quality',
        headers: withBearer(h.token),
        payload: { script, language: 'english', topic: 'cold brew' },
      });
    const blended = (await ask()).json().data.quality;
    expect(blended.source).toBe('blended');
    expect(blended.recommendations[0]).toBe('Name the exact brewing ratio in the intro.');
    expect(h.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema' });

    broken = true;
    const local = (await ask()).json().data.quality;
    expect(local.source).toBe('local');
    // Each blended score is the mean of the model's and the local one.
    expect(blended.structure).toBe(Math.round(((local.structure + 9) / 2) * 10) / 10);
    expect(blended.seo_optimization).toBe(Math.round(((local.seo_optimization + 6) / 2) * 10) / 10);
    expect(['A', 'B', 'C']).toContain(local.grade);
  });
});
