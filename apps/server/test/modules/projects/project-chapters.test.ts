import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url: `/api/projects${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

// What 'Build my video' computes for a three-section script: the first at 0:00, each ≥ 10 s.
const CHAPTERS = [
  { title: 'Your coffee is lying to you', start: 0 },
  { title: 'Grind size', start: 14.2 },
  { title: 'Water temperature', start: 31.75 },
];

describe('project chapters', () => {
  it('starts empty, saves what the assembly computed and returns it on every read', async () => {
    const account = await register(testApp.app);
    const created = await call('POST', '', account.token, { topic: 'Pour-over' });
    const project = created.json().data.project;
    expect(project.chapters).toEqual([]);

    const saved = await call('PUT', `/${project.id}`, account.token, {
      revision: 0,
      chapters: CHAPTERS,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.project).toMatchObject({ revision: 1, chapters: CHAPTERS });
    const read = await call('GET', `/${project.id}`, account.token);
    expect(read.json().data.project.chapters).toEqual(CHAPTERS);

    // Running the assembly again replaces them as a whole.
    const again = await call('PUT', `/${project.id}`, account.token, {
      revision: 1,
      chapters: CHAPTERS.slice(0, 2),
    });
    expect(again.json().data.project.chapters).toEqual(CHAPTERS.slice(0, 2));
  });

  it('keeps them on a copy of the project', async () => {
    const account = await register(testApp.app);
    const created = await call('POST', '', account.token, { chapters: CHAPTERS });
    const { id } = created.json().data.project;
    const copy = await call('POST', `/${id}/duplicate`, account.token);
    expect(copy.json().data.project.chapters).toEqual(CHAPTERS);
  });

  it('refuses malformed chapters with 400 naming the field, and saves nothing', async () => {
    const account = await register(testApp.app);
    const created = await call('POST', '', account.token, {});
    const { id } = created.json().data.project;
    for (const [chapters, field] of [
      [[{ title: '', start: 0 }], /^body\.chapters\.0\.title: /],
      [[{ title: 'Hook', start: -1 }], /^body\.chapters\.0\.start: /],
      [[{ title: 'Hook' }], /^body\.chapters\.0\.start: /],
      [[{ title: 'x'.repeat(101), start: 0 }], /^body\.chapters\.0\.title: /],
      [
        [
          { title: 'Hook', start: 0 },
          { title: 'Grind', start: 20 },
          { title: 'Water', start: 12 },
        ],
        /^body\.chapters\.2\.start: Each chapter must start after the one before it\./,
      ],
      ['not a list', /^body\.chapters: /],
    ] as const) {
      const response = await call('PUT', `/${id}`, account.token, { revision: 0, chapters });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toMatch(field);
    }
    const read = await call('GET', `/${id}`, account.token);
    expect(read.json().data.project).toMatchObject({ revision: 0, chapters: [] });
  });
});
