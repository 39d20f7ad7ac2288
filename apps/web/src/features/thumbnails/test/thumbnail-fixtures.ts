import type { GeneratedThumbnails, Project, Thumbnail, Usage } from '@reelwright/contracts';

export const PROJECT_ID = '6f1c0d3e-8d5b-4a7e-9a43-1f2b3c4d5e70';

/** The open project as the server answers it. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    schemaVersion: 1,
    revision: 3,
    title: 'Pour-over basics',
    topic: 'How to brew pour-over coffee at home',
    contentType: 'lifestyle',
    language: 'english',
    duration: 'short',
    keyPoints: [],
    script: 'Most home coffee is brewed too hot. Here is the fix.\n\nFirst, the grind.',
    voiceOvers: [],
    timeline: null,
    thumbnails: [],
    chapters: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const fileUrlOf = (id: string) => `/api/files/${id}`;

/** A thumbnail as the server answers it; `variation` 1–3. */
export function makeThumbnail(variation: number, overrides: Partial<Thumbnail> = {}): Thumbnail {
  const id = `1f0e5a8c-7a1d-4c55-9d5e-0a1b2c3d4e6${variation}`;
  return {
    id,
    url: fileUrlOf(id),
    prompt: 'Cold brew at home',
    style: 'vlog',
    provider: 'builtin',
    variation,
    width: 1280,
    height: 720,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A failed variation: no image, the reason. */
export const failedThumbnail = (variation: number, errorMessage = 'Generation failed') =>
  makeThumbnail(variation, { url: '', error: true, errorMessage });

export const USAGE: Usage = {
  scriptsGenerated: 0,
  audioGenerated: 0,
  thumbnailsGenerated: 3,
  videosCreated: 0,
};

export const generated = (thumbnails: Thumbnail[]): GeneratedThumbnails => ({
  thumbnails,
  usage: USAGE,
});

/**
 * The first bytes of a PNG of `width`×`height` (signature and IHDR), enough to stand for an
 * image in tests that only move bytes around.
 */
export function pngBytes(width = 1280, height = 720): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

export const pngResponse = () =>
  new Response(new Blob([pngBytes()], { type: 'image/png' }), {
    headers: { 'content-type': 'image/png' },
  });

/** A Server-Sent Events answer the test writes event by event, then closes. */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close: () => controller.close(),
  };
}
