import {
  addItem,
  createDocument,
  SCHEMA_VERSION,
  type TimelineDocument,
} from '@reelwright/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../src/modules/api-docs/openapi-document';
import type { JsonSchema } from '../../../src/modules/api-docs/schema-example';
import { register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// The timeline document's schema in the API reference, and the project routes holding bodies to it.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/api/projects${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

function timelineWithClip(): TimelineDocument {
  return addItem(
    createDocument(),
    {
      id: 'clip',
      mediaId: 'file-1',
      name: 'intro.webm',
      url: '',
      type: 'videos',
      sourceDuration: 3000,
    },
    0,
  ).document;
}

const locate = (timeline: TimelineDocument, id: string) => {
  const t = timeline.tracks.findIndex((track) => track.items.some((item) => item.id === id));
  return { t, i: timeline.tracks[t]!.items.findIndex((item) => item.id === id) };
};

describe('the timeline document in the OpenAPI document', () => {
  it('is a named component with every field, referenced by the project bodies and answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as OpenApiDocument;
    const schemas = document.components?.schemas ?? {};
    const timeline = schemas.TimelineDocument!;
    expect(timeline).toMatchObject({ type: 'object' });
    expect(Object.keys(timeline.properties!)).toEqual(
      expect.arrayContaining(['schemaVersion', 'format', 'tracks', 'duckingDb', 'masterVolume']),
    );
    const track = timeline.properties!.tracks!.items!;
    expect(Object.keys(track.properties!)).toEqual(
      expect.arrayContaining(['hidden', 'muted', 'solo', 'locked', 'items']),
    );
    const item = track.properties!.items!.items!;
    expect(Object.keys(item.properties!)).toEqual(
      expect.arrayContaining([
        'speed',
        'freezeFrame',
        'crop',
        'rotation',
        'flipH',
        'flipV',
        'keyframes',
        'colour',
        'transitionIn',
        'transitionOut',
      ]),
    );
    expect(item.properties!.speed).toMatchObject({ minimum: 0.25, maximum: 4 });
    expect(item.properties!.transitionIn!.properties!.kind!.enum).toContain('crossfade');
    expect(Object.keys(item.properties!.keyframes!.properties!)).toEqual(
      expect.arrayContaining(['x', 'y', 'scale', 'rotation', 'opacity', 'volume']),
    );
    // What a body may send: fields with a default may be left out.
    expect(schemas.TimelineDocumentInput!.required ?? []).not.toContain('masterVolume');
    expect(timeline.required).toContain('masterVolume');

    const refTo = (schema: JsonSchema | undefined): string | undefined =>
      schema?.$ref ??
      schema?.anyOf?.map(refTo).find(Boolean) ??
      schema?.allOf?.map(refTo).find(Boolean);
    const bodyTimeline = (path: string, method: 'post' | 'put') =>
      document.paths[path]![method]!.requestBody!.content['application/json']!.schema!.properties!
        .timeline;
    expect(refTo(bodyTimeline('/api/projects', 'post'))).toBe(
      '#/components/schemas/TimelineDocumentInput',
    );
    expect(refTo(bodyTimeline('/api/projects/{id}', 'put'))).toBe(
      '#/components/schemas/TimelineDocumentInput',
    );
    const answer =
      document.paths['/api/projects/{id}']!.get!.responses['200']!.content!['application/json']!
        .schema!;
    const project = answer.properties!.data!.properties!.project!;
    expect(refTo(project.properties!.timeline)).toBe('#/components/schemas/TimelineDocument');
  });
});

describe('a project body’s timeline', () => {
  it('refuses a value out of range with 400 naming the field, and saves nothing', async () => {
    const account = await register(testApp.app);
    const created = await call('POST', '', account.token, {});
    const { id } = created.json().data.project;
    const timeline = timelineWithClip();
    const { t, i } = locate(timeline, 'clip');
    timeline.tracks[t]!.items[i]!.speed = 9;
    const refused = await call('PUT', `/${id}`, account.token, { revision: 0, timeline });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(refused.json().error).toMatch(
      new RegExp(`^body\\.timeline\\.tracks\\.${t}\\.items\\.${i}\\.speed: Too big`),
    );
    const made = await call('POST', '', account.token, { timeline });
    expect(made.statusCode).toBe(400);
    expect(made.json().error).toMatch(`body.timeline.tracks.${t}.items.${i}.speed`);
    const read = await call('GET', `/${id}`, account.token);
    expect(read.json().data.project).toMatchObject({ revision: 0, timeline: null });
  });

  it('accepts a version-4 timeline and answers it as version 5', async () => {
    const account = await register(testApp.app);
    const v4 = structuredClone(timelineWithClip()) as unknown as Record<string, unknown>;
    v4.schemaVersion = 4;
    delete v4.masterVolume;
    const created = await call('POST', '', account.token, { title: 'Old one', timeline: v4 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.project.timeline).toMatchObject({
      schemaVersion: SCHEMA_VERSION,
      masterVolume: 1,
    });
    const read = await call('GET', `/${created.json().data.project.id}`, account.token);
    const timeline = read.json().data.project.timeline as TimelineDocument;
    expect(timeline.schemaVersion).toBe(5);
    const { t, i } = locate(timeline, 'clip');
    expect(timeline.tracks[t]!.items[i]).toMatchObject({ mediaId: 'file-1', duration: 3000 });
  });

  it('keeps every craft field through a save and a read', async () => {
    const account = await register(testApp.app);
    const timeline = timelineWithClip();
    const { t, i } = locate(timeline, 'clip');
    Object.assign(timeline.tracks[t]!.items[i]!, {
      speed: 2,
      crop: { left: 0.1, top: 0, right: 0.1, bottom: 0 },
      rotation: 90,
      flipH: true,
      keyframes: {
        opacity: [
          { time: 0, value: 0, easing: 'linear' },
          { time: 1000, value: 1, easing: 'hold' },
        ],
      },
      colour: { brightness: 0.2, contrast: 0, saturation: -1, temperature: 0, look: 'mono' },
      transitionIn: { kind: 'dip-black', duration: 500 },
    });
    Object.assign(timeline.tracks[t]!, { muted: true, locked: true });
    timeline.masterVolume = 1.5;
    const created = await call('POST', '', account.token, { timeline });
    expect(created.statusCode).toBe(201);
    const read = await call('GET', `/${created.json().data.project.id}`, account.token);
    expect(read.json().data.project.timeline).toEqual(JSON.parse(JSON.stringify(timeline)));
  });
});
