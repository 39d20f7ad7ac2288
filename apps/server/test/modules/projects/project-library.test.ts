import { addItem, createDocument } from '@reelwright/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// My Videos' side of the projects API: search, pages, thumbnail and length in the list, copies.

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

type Summary = {
  id: string;
  title: string;
  revision: number;
  thumbnailUrl: string | null;
  lengthMs: number | null;
};

async function createProject(token: string, body: object) {
  const response = await call('POST', '/api/projects', token, body);
  expect(response.statusCode).toBe(201);
  clock.advance(1000);
  return response.json().data.project as { id: string; revision: number; title: string };
}

async function list(token: string, query = '') {
  const response = await call('GET', `/api/projects${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { projects: Summary[]; nextCursor: string | null };
}

const clip = (id: string, start: number, length: number, type: 'videos' | 'audios' = 'videos') => ({
  id,
  mediaId: `file-${id}`,
  name: `${id}.webm`,
  url: '',
  type,
  sourceDuration: length,
  startAt: start,
});

function timelineOf(...clips: Array<ReturnType<typeof clip>>) {
  let document = createDocument();
  for (const { startAt, ...item } of clips) document = addItem(document, item, startAt).document;
  return document;
}

describe('project list for My Videos', () => {
  it('finds projects by words in the title or topic, in any case, taking % and _ literally', async () => {
    const account = await register(testApp.app);
    await createProject(account.token, { title: 'Pour-over basics' });
    await createProject(account.token, { title: 'Morning run', topic: 'Why I run before COFFEE' });
    await createProject(account.token, { title: '100% cold brew' });
    await createProject(account.token, { title: 'Tea ceremony' });

    const titles = async (q: string) =>
      (await list(account.token, `?q=${encodeURIComponent(q)}`)).projects.map((p) => p.title);
    expect(await titles('coffee')).toEqual(['Morning run']);
    expect(await titles('POUR')).toEqual(['Pour-over basics']);
    expect(await titles('100%')).toEqual(['100% cold brew']);
    expect(await titles('%')).toEqual(['100% cold brew']);
    expect(await titles('_')).toEqual([]);
    expect(await titles('  tea  ')).toEqual(['Tea ceremony']);
    expect(await titles('')).toHaveLength(4);
    // Nobody else's projects match.
    const other = await register(testApp.app);
    expect((await list(other.token, '?q=coffee')).projects).toEqual([]);
  });

  it('pages through every project with the cursor, newest change first, none twice', async () => {
    const account = await register(testApp.app);
    const made: string[] = [];
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five']) {
      made.push((await createProject(account.token, { title })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(
        account.token,
        `?limit=2${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      );
      seen.push(...page.projects.map((project) => project.title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
    expect(pages).toBe(3);
    // Without a limit, the first 100 in one answer and no next page here.
    expect(await list(account.token)).toMatchObject({ nextCursor: null });
    expect((await list(account.token)).projects).toHaveLength(5);
  });

  it('refuses a bad limit, cursor or search with 400 naming it', async () => {
    const account = await register(testApp.app);
    const cases: Array<[string, RegExp]> = [
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=101', /limit must be a whole number from 1 to 100/],
      ['?limit=ten', /limit must be a whole number from 1 to 100/],
      ['?cursor=not-ours', /cursor is not valid/],
      [`?cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, /cursor is not valid/],
      [`?q=${'a'.repeat(201)}`, /q must be at most 200 characters/],
    ];
    for (const [query, message] of cases) {
      const response = await call('GET', `/api/projects${query}`, account.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        error: expect.stringMatching(message),
      });
    }
  });

  it('gives each project its length from the timeline, null while it has none', async () => {
    const account = await register(testApp.app);
    await createProject(account.token, { title: 'No timeline' });
    await createProject(account.token, { title: 'Empty timeline', timeline: createDocument() });
    // 1.5 s + 3 s on the main track, a 2 s voice at 10 s: the video ends at 12 s.
    await createProject(account.token, {
      title: 'Edited',
      timeline: timelineOf(clip('intro', 1500, 3000), clip('voice', 10_000, 2000, 'audios')),
    });
    // The first editor's shape (version 1: a flat list, seconds) is read through the engine.
    await createProject(account.token, {
      title: 'Old editor',
      timeline: {
        items: [
          {
            id: 'old',
            mediaId: 'm',
            name: 'old.webm',
            url: '',
            type: 'videos',
            trackId: 'main-video',
            trackType: 'main',
            startTime: 2,
            duration: 5.5,
          },
        ],
      },
    });
    const byTitle = Object.fromEntries(
      (await list(account.token)).projects.map((project) => [project.title, project.lengthMs]),
    );
    expect(byTitle).toEqual({
      'No timeline': null,
      'Empty timeline': null,
      Edited: 12_000,
      'Old editor': 7500,
    });
  });

  it('shows the thumbnail attached to a project, else the newest made for it', async () => {
    const account = await register(testApp.app);
    const plain = await createProject(account.token, { title: 'Plain' });
    await createProject(account.token, {
      title: 'Attached',
      thumbnails: [
        {
          id: 't1',
          url: '/api/files/00000000-0000-4000-8000-000000000001',
          prompt: 'x',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    const made = await call('POST', '/api/thumbnails/generate', account.token, {
      description: 'Plain project cover',
      projectId: plain.id,
    });
    expect(made.statusCode).toBe(200);
    const first = made.json().data.thumbnails[0] as { url: string };

    const byTitle = Object.fromEntries(
      (await list(account.token)).projects.map((project) => [project.title, project.thumbnailUrl]),
    );
    expect(byTitle.Attached).toBe('/api/files/00000000-0000-4000-8000-000000000001');
    const history = await call('GET', `/api/thumbnails?projectId=${plain.id}`, account.token);
    const newest = (history.json().data.thumbnails as Array<{ url: string }>)[0]!.url;
    expect(byTitle.Plain).toBe(newest);
    expect(byTitle.Plain).toMatch(/^\/api\/files\//);
    expect([first.url, newest]).toContain(byTitle.Plain);
  });

  it('renames through a save and the list shows the new title first', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { title: 'Draft' });
    await createProject(account.token, { title: 'Later' });
    const renamed = await call('PUT', `/api/projects/${project.id}`, account.token, {
      revision: project.revision,
      title: '  Final cut  ',
    });
    expect(renamed.statusCode).toBe(200);
    const titles = (await list(account.token)).projects.map((p) => p.title);
    expect(titles).toEqual(['Final cut', 'Later']);
    const tooLong = await call('PUT', `/api/projects/${project.id}`, account.token, {
      revision: project.revision + 1,
      title: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/Title must be at most 200 characters/);
  });
});

describe('duplicating a project', () => {
  it('copies the brief, script, voice-overs, timeline and thumbnail under a new id', async () => {
    const account = await register(testApp.app);
    const timeline = timelineOf(clip('intro', 0, 4000));
    const original = await createProject(account.token, {
      title: 'Pour-over basics',
      topic: 'How to brew pour-over coffee',
      contentType: 'education',
      duration: 'short',
      keyPoints: ['Grind size'],
      script: 'Start with fresh beans.',
      timeline,
    });
    const made = await call('POST', '/api/thumbnails/generate', account.token, {
      description: 'Coffee cover',
      projectId: original.id,
    });
    expect(made.statusCode).toBe(200);
    const usageBefore = (await call('GET', '/api/auth/me', account.token)).json().data.user.usage;

    const response = await call(
      'POST',
      `/api/projects/${original.id}/duplicate`,
      account.token,
      {},
    );
    expect(response.statusCode).toBe(201);
    const copy = response.json().data.project;
    const source = (await call('GET', `/api/projects/${original.id}`, account.token)).json().data
      .project;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: 'Pour-over basics (copy)',
      topic: source.topic,
      contentType: 'education',
      duration: 'short',
      keyPoints: ['Grind size'],
      script: 'Start with fresh beans.',
      timeline: source.timeline,
      revision: 0,
    });
    const listed = (await list(account.token)).projects;
    expect(listed.map((p) => p.title)).toEqual(['Pour-over basics (copy)', 'Pour-over basics']);
    expect(listed[0]!.thumbnailUrl).toBe(listed[1]!.thumbnailUrl);
    expect(listed[0]!.thumbnailUrl).not.toBeNull();
    expect(listed[0]!.lengthMs).toBe(4000);
    // The copy has its own history and changes alone.
    const versions = await call('GET', `/api/projects/${copy.id}/versions`, account.token);
    expect(versions.json().data.versions).toHaveLength(1);
    await call('PUT', `/api/projects/${copy.id}`, account.token, { revision: 0, script: 'New.' });
    expect(
      (await call('GET', `/api/projects/${original.id}`, account.token)).json().data.project.script,
    ).toBe('Start with fresh beans.');
    // Plans count exported videos, not projects: a copy uses nothing.
    expect((await call('GET', '/api/auth/me', account.token)).json().data.user.usage).toEqual(
      usageBefore,
    );
  });

  it('takes the copy’s title when given one, and keeps a long title within the limit', async () => {
    const account = await register(testApp.app);
    const original = await createProject(account.token, { title: 'T'.repeat(200) });
    const named = await call('POST', `/api/projects/${original.id}/duplicate`, account.token, {
      title: 'Копия: кофе',
    });
    expect(named.json().data.project.title).toBe('Копия: кофе');
    const long = await call('POST', `/api/projects/${original.id}/duplicate`, account.token);
    expect(long.statusCode).toBe(201);
    const title = long.json().data.project.title as string;
    expect(title).toHaveLength(200);
    expect(title.endsWith(' (copy)')).toBe(true);
  });

  it('copies only the caller’s own projects and names bad input', async () => {
    const owner = await register(testApp.app);
    const other = await register(testApp.app);
    const project = await createProject(owner.token, { title: 'Mine' });

    const stolen = await call('POST', `/api/projects/${project.id}/duplicate`, other.token, {});
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await list(other.token)).projects).toEqual([]);

    const badId = await call('POST', '/api/projects/not-a-uuid/duplicate', owner.token, {});
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(badId.json().error).toMatch(/project id is not valid/);

    const badTitle = await call('POST', `/api/projects/${project.id}/duplicate`, owner.token, {
      title: 'x'.repeat(201),
    });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().error).toMatch(/Title must be at most 200 characters/);
    expect((await list(owner.token)).projects).toHaveLength(1);

    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/duplicate`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
