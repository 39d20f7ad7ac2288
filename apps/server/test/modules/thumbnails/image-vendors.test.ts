import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VariationRequest } from '../../../src/modules/thumbnails/providers/image-provider';
import { createGeminiImageProvider } from '../../../src/modules/thumbnails/providers/gemini';
import { createOpenAiImageProvider } from '../../../src/modules/thumbnails/providers/openai';
import { GEMINI_MESSAGES } from '../../../src/modules/thumbnails/vendor-errors';
import {
  geminiErrorBody,
  geminiImageAnswer,
  useFakeImageVendors,
} from '../../helpers/fake-image-vendor';

const startVendor = useFakeImageVendors();

let picture: Buffer;
let reference: Buffer;
beforeAll(async () => {
  // What the vendors send back: Gemini 16:9 at 1344×768, OpenAI 1536×1024; blue so it is known.
  picture = await sharp({
    create: { width: 1344, height: 768, channels: 3, background: { r: 10, g: 40, b: 230 } },
  })
    .png()
    .toBuffer();
  reference = await sharp({
    create: { width: 64, height: 36, channels: 3, background: { r: 200, g: 0, b: 0 } },
  })
    .jpeg()
    .toBuffer();
});

const request = (overrides: Partial<VariationRequest> = {}): VariationRequest => ({
  prompt: 'YouTube video thumbnail: a cabin in the woods\nVariation 2 of 3',
  description: 'a cabin in the woods',
  style: 'vlog',
  variation: 2,
  headline: '',
  reference: undefined,
  objects: [],
  signal: new AbortController().signal,
  ...overrides,
});

const sizeOf = async (png: Uint8Array) => {
  const meta = await sharp(png).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('Gemini images', () => {
  it('sends the prompt, the pictures inline and 16:9, and crops the answer to 1280×720', async () => {
    const vendor = await startVendor(() => ({ status: 200, json: geminiImageAnswer(picture) }));
    const provider = createGeminiImageProvider({
      apiKey: 'AIza-test-key-0123456789',
      baseUrl: vendor.baseUrl,
    });
    const png = await provider.draw(
      request({
        reference: { name: 'forest.jpg', mimeType: 'image/jpeg', bytes: reference },
        objects: [{ name: 'mug.jpg', mimeType: 'image/jpeg', bytes: reference }],
      }),
    );
    expect(await sizeOf(png)).toEqual(['png', 1280, 720]);
    const { channels } = await sharp(png).stats();
    expect(channels[2]!.mean).toBeGreaterThan(200);

    const [sent] = vendor.requests;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
    expect(sent!.headers['x-goog-api-key']).toBe('AIza-test-key-0123456789');
    const body = sent!.json as {
      contents: Array<{
        role: string;
        parts: Array<{ text?: string; inlineData?: { mimeType: string; data: string } }>;
      }>;
      generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string } };
    };
    const parts = body.contents[0]!.parts;
    expect(parts[0]!.text).toContain('Variation 2 of 3');
    expect(parts.slice(1).map((part) => part.inlineData?.mimeType)).toEqual([
      'image/jpeg',
      'image/jpeg',
    ]);
    expect(Buffer.from(parts[1]!.inlineData!.data, 'base64').equals(reference)).toBe(true);
    expect(body.generationConfig.imageConfig.aspectRatio).toBe('16:9');
    expect(body.generationConfig.responseModalities).toContain('IMAGE');
  });

  it('uses the configured model', async () => {
    const vendor = await startVendor(() => ({ status: 200, json: geminiImageAnswer(picture) }));
    await createGeminiImageProvider({
      apiKey: 'k'.repeat(30),
      baseUrl: vendor.baseUrl,
      model: 'gemini-3-pro-image-preview',
    }).draw(request());
    expect(vendor.requests[0]!.path).toBe(
      '/v1beta/models/gemini-3-pro-image-preview:generateContent',
    );
  });

  it('sets an asked-for headline over the picture', async () => {
    const vendor = await startVendor(() => ({ status: 200, json: geminiImageAnswer(picture) }));
    const provider = createGeminiImageProvider({ apiKey: 'k'.repeat(30), baseUrl: vendor.baseUrl });
    const plain = await provider.draw(request());
    const titled = await provider.draw(request({ headline: 'CABIN IN 30 DAYS' }));
    expect(await sizeOf(titled)).toEqual(['png', 1280, 720]);
    expect(Buffer.from(titled).equals(Buffer.from(plain))).toBe(false);
  });

  it.each([
    [403, 'PERMISSION_DENIED', 'SERVICE_DISABLED', GEMINI_MESSAGES.disabled],
    [400, 'INVALID_ARGUMENT', 'API_KEY_INVALID', GEMINI_MESSAGES.invalidKey],
    [429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED', GEMINI_MESSAGES.quota],
  ])('%i %s (%s) → the spec’s message', async (code, status, reason, message) => {
    const vendor = await startVendor(() => ({
      status: code,
      json: geminiErrorBody(code, status, reason),
    }));
    const provider = createGeminiImageProvider({ apiKey: 'k'.repeat(30), baseUrl: vendor.baseUrl });
    await expect(provider.draw(request())).rejects.toThrow(message);
    // One call: no retries hidden in the SDK.
    expect(vendor.requests).toHaveLength(1);
  });

  it('shows other errors as the vendor words them, and an answer without a picture clearly', async () => {
    const failing = await startVendor(() => ({
      status: 400,
      json: geminiErrorBody(
        400,
        'INVALID_ARGUMENT',
        undefined,
        'The prompt was blocked by safety filters.',
      ),
    }));
    await expect(
      createGeminiImageProvider({ apiKey: 'k'.repeat(30), baseUrl: failing.baseUrl }).draw(
        request(),
      ),
    ).rejects.toThrow('The prompt was blocked by safety filters.');
    const textOnly = await startVendor(() => ({
      status: 200,
      json: {
        candidates: [{ content: { role: 'model', parts: [{ text: 'I cannot draw that.' }] } }],
      },
    }));
    await expect(
      createGeminiImageProvider({ apiKey: 'k'.repeat(30), baseUrl: textOnly.baseUrl }).draw(
        request(),
      ),
    ).rejects.toThrow('Gemini returned no image');
  });

  it('fails cleanly on a cut connection, malformed JSON and a hang', async () => {
    for (const reply of [
      { cut: true as const },
      { status: 200 as const, malformed: '{"candidates": [' },
    ]) {
      const vendor = await startVendor(() => reply);
      await expect(
        createGeminiImageProvider({ apiKey: 'k'.repeat(30), baseUrl: vendor.baseUrl }).draw(
          request(),
        ),
      ).rejects.toThrow();
    }
    const hanging = await startVendor(() => ({ hang: true }));
    await expect(
      createGeminiImageProvider({
        apiKey: 'k'.repeat(30),
        baseUrl: hanging.baseUrl,
        timeoutMs: 300,
      }).draw(request()),
    ).rejects.toThrow();
  });
});

describe('OpenAI images', () => {
  const openAiPicture = async () =>
    (
      await sharp({
        create: { width: 1536, height: 1024, channels: 3, background: { r: 240, g: 200, b: 10 } },
      })
        .png()
        .toBuffer()
    ).toString('base64');

  it('generates at 1536×1024 and crops to 1280×720', async () => {
    const b64 = await openAiPicture();
    const vendor = await startVendor(() => ({
      status: 200,
      json: { created: 1, data: [{ b64_json: b64 }] },
    }));
    const provider = createOpenAiImageProvider({
      apiKey: 'sk-test-0123456789',
      model: 'gpt-image-1',
      baseUrl: vendor.baseUrl,
    });
    const png = await provider.draw(request());
    expect(await sizeOf(png)).toEqual(['png', 1280, 720]);
    const [sent] = vendor.requests;
    expect(sent!.path).toBe('/images/generations');
    expect(sent!.headers.authorization).toBe('Bearer sk-test-0123456789');
    expect(sent!.json).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: 1 });
    expect(String(sent!.json!.prompt)).toContain('Variation 2 of 3');
  });

  it('edits from the user’s pictures when there are some (multipart upload)', async () => {
    const b64 = await openAiPicture();
    const vendor = await startVendor(() => ({
      status: 200,
      json: { created: 1, data: [{ b64_json: b64 }] },
    }));
    const provider = createOpenAiImageProvider({
      apiKey: 'sk-test-0123456789',
      model: 'gpt-image-1',
      baseUrl: vendor.baseUrl,
    });
    await provider.draw(
      request({ reference: { name: 'forest.jpg', mimeType: 'image/jpeg', bytes: reference } }),
    );
    const [sent] = vendor.requests;
    expect(sent!.path).toBe('/images/edits');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent!.raw.includes(reference)).toBe(true);
    expect(sent!.raw.toString('latin1')).toContain('filename="forest.jpg"');
  });

  it('shows the vendor’s error message', async () => {
    const vendor = await startVendor(() => ({
      status: 400,
      json: {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'invalid_request_error',
          code: 'moderation_blocked',
        },
      },
    }));
    const provider = createOpenAiImageProvider({
      apiKey: 'sk-test-0123456789',
      model: 'gpt-image-1',
      baseUrl: vendor.baseUrl,
    });
    // Its own words, without the SDK's "400 " in front.
    await expect(provider.draw(request())).rejects.toThrow(
      /^Your request was rejected by the safety system\.$/,
    );
  });
});
