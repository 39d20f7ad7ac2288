import type { AiProviderName } from '../../src/config';
import { register } from './auth';
import { startFakeLlm, type LlmReply, type LlmRequest } from './fake-llm';
import { createTestApp, type TestApp } from './test-app';

/** How each vendor's API looks on the wire, as its official docs show it. */
export type Vendor = {
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

/** The four adapters the app can be configured with, each as its vendor speaks. */
export const VENDORS: Vendor[] = [
  openAiChat('openai', 'gpt-4o-mini'),
  anthropic,
  google,
  openAiChat('openai-compatible', 'llama3.1'),
];

/** Lets the SDK retry at once: real vendors send retry-after(-ms) with 429 and 5xx too. */
export const retryNow = { 'retry-after-ms': '1' };

export type Harness = {
  app: TestApp['app'];
  token: string;
  requests: LlmRequest[];
  /** How the fake vendor answers the next requests. */
  answer: (request: LlmRequest, attempt: number) => LlmReply;
  close(): Promise<void>;
  /** Starts a test: forgets earlier requests, answers with `answer` from attempt 1. */
  reset(answer: Harness['answer']): void;
};

/** One app wired to one fake vendor; each test sets how the vendor answers. */
export async function harnessFor(vendor: Vendor, timeoutMs = 10_000): Promise<Harness> {
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
