import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProviderName } from '../../../src/config';
import { register, withBearer } from '../../helpers/auth';
import {
  parseEventStream,
  startFakeLlm,
  type LlmReply,
  type LlmRequest,
} from '../../helpers/fake-llm';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** How each vendor's API looks on the wire, as its official docs show it. */
type Vendor = {
  provider: AiProviderName;
  model: string;
  apiKey: string;
  /** The base URL path the SDK is pointed at. */
  basePath: string;
  isStreamCall(request: LlmRequest): boolean;
  callPath(streaming: boolean): string;
  sentKey(request: LlmRequest): string | undefined;
  promptText(request: LlmRequest): string;
  streamEvents(pieces: string[]): string[];
  answer(text: string): unknown;
  failure(status: number): unknown;
};

const openAiChat = (provider: 'openai' | 'openai-compatible', model: string): Vendor => ({
  provider,
  model,
  apiKey: provider === 'openai' ? 'sk-test-openai' : 'local-key',
  basePath: '/v1',
  isStreamCall: (request) => request.body.stream === true,
  callPath: () => '/v1/chat/completions',
  sentKey: (request) => request.headers.authorization?.replace(/^Bearer /, ''),
  promptText: (request) =>
    (request.body.messages as Array<{ content: string | Array<{ text: string }> }>)
      .map((message) =>
        typeof message.content === 'string'
          ? message.content
          : message.content.map((part) => part.text).join(''),
      )
      .join('\n'),
  streamEvents: (pieces) => [
    ...[{ role: 'assistant', content: '' }, ...pieces.map((content) => ({ content }))].map(
      (delta) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1767000000, model, choices: [{ index: 0, delta, finish_reason: null }] })}`,
    ),
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1767000000, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}`,
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1767000000, model, choices: [], usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 } })}`,
    'data: [DONE]',
  ],
  answer: (text) => ({
    id: 'chatcmpl-2',
    object: 'chat.completion',
    created: 1767000000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 },
  }),
  failure: (status) => ({
    error: {
      message: status === 429 ? 'Rate limit reached for requests' : 'The server had an error',
      type: status === 429 ? 'requests' : 'server_error',
      code: status === 429 ? 'rate_limit_exceeded' : null,
    },
  }),
});

const anthropic: Vendor = {
  provider: 'anthropic',
  model: 'claude-3-5-haiku-latest',
  apiKey: 'sk-ant-test',
  basePath: '/v1',
  isStreamCall: (request) => request.body.stream === true,
  callPath: () => '/v1/messages',
  sentKey: (request) =>
    request.headers['anthropic-version'] ? (request.headers['x-api-key'] as string) : undefined,
  promptText: (request) => {
    const system = request.body.system as string | Array<{ text: string }> | undefined;
    const systemText =
      typeof system === 'string' ? system : (system ?? []).map((part) => part.text).join('');
    const messages = request.body.messages as Array<{ content: Array<{ text: string }> }>;
    return [systemText, ...messages.flatMap((m) => m.content.map((part) => part.text))].join('\n');
  },
  streamEvents: (pieces) =>
    [
      {
        type: 'message_start',
        message: {
          id: 'msg_01',
          type: 'message',
          role: 'assistant',
          content: [],
          model: 'claude-3-5-haiku-latest',
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 120, output_tokens: 1 },
        },
      },
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      ...pieces.map((text) => ({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      })),
      { type: 'content_block_stop', index: 0 },
      {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 40 },
      },
      { type: 'message_stop' },
    ].map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}`),
  answer: (text) => ({
    id: 'msg_02',
    type: 'message',
    role: 'assistant',
    model: 'claude-3-5-haiku-latest',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 50, output_tokens: 20 },
  }),
  failure: (status) => ({
    type: 'error',
    error: {
      type: status === 429 ? 'rate_limit_error' : 'api_error',
      message:
        status === 429
          ? 'Number of requests has exceeded your rate limit'
          : 'Internal server error',
    },
  }),
};

const google: Vendor = {
  provider: 'google',
  model: 'gemini-2.0-flash',
  apiKey: 'AIza-test',
  basePath: '/v1beta',
  isStreamCall: (request) => request.url.includes(':streamGenerateContent'),
  callPath: (streaming) =>
    streaming
      ? '/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse'
      : '/v1beta/models/gemini-2.0-flash:generateContent',
  sentKey: (request) => request.headers['x-goog-api-key'] as string | undefined,
  promptText: (request) => {
    const system = request.body.systemInstruction as { parts: Array<{ text: string }> } | undefined;
    const contents = request.body.contents as Array<{ parts: Array<{ text: string }> }>;
    return [
      ...(system?.parts ?? []).map((part) => part.text),
      ...contents.flatMap((content) => content.parts.map((part) => part.text)),
    ].join('\n');
  },
  streamEvents: (pieces) =>
    pieces.map(
      (text, index) =>
        `data: ${JSON.stringify({
          candidates: [
            {
              content: { parts: [{ text }], role: 'model' },
              index: 0,
              ...(index === pieces.length - 1 ? { finishReason: 'STOP' } : {}),
            },
          ],
          usageMetadata: {
            promptTokenCount: 120,
            candidatesTokenCount: index + 1,
            totalTokenCount: 121 + index,
          },
          modelVersion: 'gemini-2.0-flash',
        })}`,
    ),
  answer: (text) => ({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 20, totalTokenCount: 70 },
    modelVersion: 'gemini-2.0-flash',
  }),
  failure: (status) => ({
    error: {
      code: status,
      message:
        status === 429
          ? 'Resource has been exhausted (e.g. check quota).'
          : 'Internal error encountered.',
      status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
    },
  }),
};

const VENDORS: Vendor[] = [
  openAiChat('openai', 'gpt-4o-mini'),
  anthropic,
  google,
  openAiChat('openai-compatible', 'llama3.1'),
];

type Harness = {
  app: TestApp['app'];
  token: string;
  requests: LlmRequest[];
  /** How the fake vendor answers the next requests. */
  answer: (request: LlmRequest, attempt: number) => LlmReply;
  close(): Promise<void>;
};

/** One app wired to one fake vendor; each test sets how the vendor answers. */
async function harnessFor(vendor: Vendor, timeoutMs = 10_000): Promise<Harness> {
  let attempts = 0;
  const harness = {
    answer: (() => ({ hang: true })) as Harness['answer'],
  } as Harness;
  const fake = await startFakeLlm((request) => harness.answer(request, ++attempts));
  const testApp = await createTestApp({
    ai: {
      provider: vendor.provider,
      model: vendor.model,
      apiKey: vendor.apiKey,
      baseUrl: `${fake.baseUrl}${vendor.basePath}`,
      timeoutMs,
    },
  });
  const account = await register(testApp.app);
  return Object.assign(harness, {
    app: testApp.app,
    token: account.token,
    requests: fake.requests,
    close: async () => {
      await testApp.close();
      fake.server.close();
    },
    /** Starts a test: forgets earlier requests, answers with `answer` from attempt 1. */
    reset(answer: Harness['answer']) {
      fake.requests.length = 0;
      attempts = 0;
      harness.answer = answer;
    },
  });
}

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

/** Lets the SDK retry at once: real vendors send retry-after(-ms) with 429 and 5xx too. */
const retryNow = { 'retry-after-ms': '1' };

describe.each(VENDORS)('AI writer through $provider', (vendor) => {
  let h: Harness & { reset(answer: Harness['answer']): void };
  beforeAll(async () => {
    h = (await harnessFor(vendor)) as typeof h;
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
  let h: Harness & { reset(answer: Harness['answer']): void };
  beforeAll(async () => {
    h = (await harnessFor(VENDORS[0]!, 500)) as typeof h;
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
