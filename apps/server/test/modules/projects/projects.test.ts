import { addItem, createDocument, parseDocument } from '@reelwright/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) =>
  testApp.app.inject({
    method,
    url: `/api/projects${url}`,
    headers: withBearer(token),
    ...(payload ? { payload } : {}),
  });

async function createProject(token: string, body: object = {}) {
  const response = await call('POST', '', token, body);
  expect(response.statusCode).toBe(201);
  return response.json().data.project as { id: string; revision: number; script: string };
}

describe('projects', () => {
  it('creates a project with sensible defaults and reads it back', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, {
      topic: 'Cold brew at home',
      keyPoints: ['Beans', '', '  Grind  '],
    });
    expect(project).toMatchObject({
      title: 'Cold brew at home',
      topic: 'Cold brew at home',
      contentType: 'lifestyle',
      language: 'english',
      duration: 'medium',
      keyPoints: ['Beans', 'Grind'],
      script: '',
      voiceOvers: [],
      timeline: null,
      thumbnails: [],
      schemaVersion: 1,
      revision: 0,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    const read = await call('GET', `/${project.id}`, account.token);
    expect(read.json().data.project).toEqual(project);
    const empty = await createProject(account.token);
    expect(empty).toMatchObject({ title: 'Untitled project' });
  });

  it('lists the caller’s projects, most recently changed first, without the documents', async () => {
    const account = await register(testApp.app);
    const first = await createProject(account.token, { title: 'First' });
    clock.advance(1000);
    await createProject(account.token, { title: 'Second' });
    clock.advance(1000);
    await call('PUT', `/${first.id}`, account.token, { revision: 0, script: 'Hello there.' });
    const list = await call('GET', '', account.token);
    const projects = list.json().data.projects as Array<Record<string, unknown>>;
    expect(projects.map((project) => project.title)).toEqual(['First', 'Second']);
    expect(projects[0]).not.toHaveProperty('script');
    expect(projects[0]).toMatchObject({ revision: 1 });
  });

  it('saves changes on the named revision and refuses a stale one with 409 CONFLICT', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { topic: 'Espresso' });
    const saved = await call('PUT', `/${project.id}`, account.token, {
      revision: 0,
      script: 'Espresso is pressure.',
      duration: 'short',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.project).toMatchObject({
      revision: 1,
      script: 'Espresso is pressure.',
      duration: 'short',
      topic: 'Espresso',
    });
    // A second tab still on revision 0 cannot overwrite it.
    const stale = await call('PUT', `/${project.id}`, account.token, {
      revision: 0,
      script: 'Old tab text',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      error:
        'This project was changed in another tab or device. Reload it to get the latest version.',
      code: 'CONFLICT',
    });
    const read = await call('GET', `/${project.id}`, account.token);
    expect(read.json().data.project.script).toBe('Espresso is pressure.');
  });

  it('lets exactly one of several saves on the same revision through, at the same moment', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { topic: 'Cold brew' });
    const saves = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((tab) =>
        call('PUT', `/${project.id}`, account.token, {
          revision: 0,
          script: `Tab ${tab} wrote this script.`,
          source: 'improve',
        }),
      ),
    );
    const statuses = saves.map((save) => save.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = saves.find((save) => save.statusCode === 200)!.json().data.project;
    const read = (await call('GET', `/${project.id}`, account.token)).json().data.project;
    expect(read).toMatchObject({ revision: 1, script: winner.script });
    const versions = (await call('GET', `/${project.id}/versions`, account.token)).json().data;
    expect(versions.versions).toHaveLength(1);
  });

  it('keeps one user’s projects away from everyone else (404)', async () => {
    const owner = await register(testApp.app);
    const other = await register(testApp.app);
    const project = await createProject(owner.token, { title: 'Mine' });
    for (const [method, url, body] of [
      ['GET', `/${project.id}`, undefined],
      ['PUT', `/${project.id}`, { revision: 0, title: 'Theirs' }],
      ['DELETE', `/${project.id}`, undefined],
      ['GET', `/${project.id}/versions`, undefined],
    ] as const) {
      const response = await call(method, url, other.token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call('GET', '', other.token)).json().data.projects).toEqual([]);
    expect((await call('GET', `/${project.id}`, owner.token)).json().data.project.title).toBe(
      'Mine',
    );
  });

  it('rejects bad documents with a clear 400 and changes nothing', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    const cases: Array<[object, RegExp]> = [
      [{ revision: 0, language: 'klingon' }, /language must be one of/],
      [{ revision: 0, keyPoints: Array(11).fill('point') }, /at most 10 key points/],
      [{ revision: 0, script: 'x'.repeat(100_001) }, /at most 100000 characters/],
      [{ revision: 0, timeline: 'not a document' }, /timeline/],
      [{ script: 'no revision' }, /revision is required/],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', `/${project.id}`, account.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().error).toMatch(message);
    }
    const badId = await call('GET', '/not-a-uuid', account.token);
    expect(badId.statusCode).toBe(400);
    const read = await call('GET', `/${project.id}`, account.token);
    expect(read.json().data.project.revision).toBe(0);
  });

  it('keeps the editor timeline exactly, and refuses one the timeline engine rejects', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    const timeline = addItem(
      createDocument(),
      {
        id: 'clip',
        mediaId: 'file-1',
        name: 'intro.webm',
        url: '',
        type: 'videos',
        sourceDuration: 3000,
      },
      1500,
    ).document;
    const saved = await call('PUT', `/${project.id}`, account.token, { revision: 0, timeline });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/${project.id}`, account.token);
    expect(parseDocument(read.json().data.project.timeline)).toEqual({
      ok: true,
      document: timeline,
    });

    const overlapping = structuredClone(timeline) as unknown as {
      tracks: Array<{ id: string; items: object[] }>;
    };
    const mainIndex = overlapping.tracks.findIndex((track) => track.id === 'main-video');
    overlapping.tracks[mainIndex]!.items.push({
      ...overlapping.tracks[mainIndex]!.items[0],
      id: 'b',
      startTime: 2000,
    });
    const refused = await call('PUT', `/${project.id}`, account.token, {
      revision: 1,
      timeline: overlapping,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      error: expect.stringMatching(
        new RegExp(
          `^body\\.timeline\\.tracks\\.${mainIndex}\\.items\\.1\\.startTime: overlaps clip`,
        ),
      ),
    });
    expect((await call('GET', `/${project.id}`, account.token)).json().data.project.revision).toBe(
      1,
    );
  });

  it('saves a timeline of 5 000 items, past the usual 1 MB request limit', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    let timeline = createDocument();
    for (let index = 0; index < 5000; index += 1) {
      timeline = addItem(
        timeline,
        {
          id: `clip-${index}`,
          mediaId: 'file-1',
          name: `Clip number ${index}.webm`,
          url: '',
          type: 'videos',
          sourceDuration: 2000,
        },
        index * 2000,
      ).document;
    }
    const body = { revision: 0, timeline };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const saved = await call('PUT', `/${project.id}`, account.token, body);
    expect(saved.statusCode).toBe(200);
    const tracks = saved.json().data.project.timeline.tracks as Array<{ id: string; items: [] }>;
    expect(tracks.find((track) => track.id === 'main-video')?.items).toHaveLength(5000);
  });

  it('deletes a project with a message', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    const deleted = await call('DELETE', `/${project.id}`, account.token);
    expect(deleted.json()).toEqual({ success: true, data: { message: 'Project deleted.' } });
    expect((await call('GET', `/${project.id}`, account.token)).statusCode).toBe(404);
  });
});

describe('script history', () => {
  it('keeps a version for every AI change, at most one a minute for typing, and restores', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    const put = async (revision: number, script: string, source?: string) => {
      const response = await call('PUT', `/${project.id}`, account.token, {
        revision,
        script,
        ...(source ? { source } : {}),
      });
      expect(response.statusCode).toBe(200);
    };
    await put(0, 'Generated draft.', 'generate');
    clock.advance(5_000);
    await put(1, 'Generated draft. Typing');
    clock.advance(5_000);
    await put(2, 'Generated draft. Typing more');
    clock.advance(5_000);
    await put(3, 'A better draft.', 'improve');
    clock.advance(61_000);
    await put(4, 'A better draft. Later typing');

    const versions = (await call('GET', `/${project.id}/versions`, account.token)).json().data
      .versions as Array<{ id: string; source: string; preview: string }>;
    // The typing the improvement replaced is kept too, though it came within the minute.
    expect(versions.map((version) => [version.source, version.preview])).toEqual([
      ['autosave', 'A better draft. Later typing'],
      ['improve', 'A better draft.'],
      ['autosave', 'Generated draft. Typing more'],
      ['generate', 'Generated draft.'],
    ]);

    const generated = versions[3]!;
    const one = await call('GET', `/${project.id}/versions/${generated.id}`, account.token);
    expect(one.json().data.version.script).toBe('Generated draft.');

    const restored = await call(
      'POST',
      `/${project.id}/versions/${generated.id}/restore`,
      account.token,
      { revision: 5 },
    );
    expect(restored.json().data.project).toMatchObject({ script: 'Generated draft.', revision: 6 });
    const after = (await call('GET', `/${project.id}/versions`, account.token)).json().data
      .versions;
    expect(after[0]).toMatchObject({ source: 'restore' });
  });

  it('refuses a revision past the integer column with 400 naming it, and loses nothing', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { title: 'Kept' });
    const put = async (revision: number, script: string, source: string) => {
      const response = await call('PUT', `/${project.id}`, account.token, {
        revision,
        script,
        source,
      });
      expect(response.statusCode).toBe(200);
    };
    await put(0, 'First draft.', 'generate');
    await put(1, 'Second draft.', 'improve');
    const read = async () => ({
      project: (await call('GET', `/${project.id}`, account.token)).json().data.project,
      versions: (await call('GET', `/${project.id}/versions`, account.token)).json().data.versions,
    });
    const before = await read();
    expect(before.project).toMatchObject({ revision: 2, script: 'Second draft.' });
    const first = (before.versions as Array<{ id: string; preview: string }>).find(
      (version) => version.preview === 'First draft.',
    )!;
    const restoreUrl = `/${project.id}/versions/${first.id}/restore`;

    // 2^31 is one past PostgreSQL's integer (int4): it used to reach SQL and fail there, a 500.
    for (const [method, url, body] of [
      ['PUT', `/${project.id}`, { revision: 2_147_483_648, script: 'Would be lost.' }],
      ['POST', restoreUrl, { revision: 2_147_483_648 }],
      ['PUT', `/${project.id}`, { revision: 2 ** 53, title: 'Would be lost.' }],
      ['POST', restoreUrl, { revision: -2_147_483_649 }],
    ] as const) {
      const response = await call(method, url, account.token, body);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.json().error).toMatch(/^body\.revision: /);
    }
    // The column's own maximum gets past validation: it is simply not the project's revision.
    for (const [method, url] of [
      ['PUT', `/${project.id}`],
      ['POST', restoreUrl],
    ] as const) {
      const response = await call(method, url, account.token, { revision: 2_147_483_647 });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('CONFLICT');
    }

    expect(await read()).toEqual(before);
  });

  it('keeps a restore saved by the studio as a version, with the typing it replaced', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token, { script: 'First words.' });
    const put = (revision: number, script: string, source?: string) =>
      call('PUT', `/${project.id}`, account.token, {
        revision,
        script,
        ...(source ? { source } : {}),
      });
    clock.advance(1_000);
    expect((await put(0, 'First words. And what I typed.')).statusCode).toBe(200);
    clock.advance(1_000);
    const restored = await put(1, 'First words.', 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.project).toMatchObject({ script: 'First words.', revision: 2 });

    const versions = (await call('GET', `/${project.id}/versions`, account.token)).json().data
      .versions as Array<{ source: string; preview: string; createdAt: string }>;
    expect(versions.map((version) => [version.source, version.preview])).toEqual([
      ['restore', 'First words.'],
      ['autosave', 'First words. And what I typed.'],
      ['autosave', 'First words.'],
    ]);
    // Each carries the time its script was saved.
    expect(new Date(versions[0]!.createdAt).getTime()).toBeGreaterThan(
      new Date(versions[1]!.createdAt).getTime(),
    );

    const unknown = await put(2, 'Anything', 'paste');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(unknown.json().error).toMatch(/^body\.source: /);
  });

  it('keeps only the newest 50 versions', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    for (let revision = 0; revision < 55; revision++) {
      clock.advance(1000);
      await call('PUT', `/${project.id}`, account.token, {
        revision,
        script: `Draft ${revision}`,
        source: 'extend',
      });
    }
    const versions = (await call('GET', `/${project.id}/versions`, account.token)).json().data
      .versions as Array<{ preview: string }>;
    expect(versions).toHaveLength(50);
    expect(versions[0]!.preview).toBe('Draft 54');
    expect(versions[49]!.preview).toBe('Draft 5');
  });

  it('keeps the newest 50 when a restore keeps two at once (the typing it replaced and itself)', async () => {
    const account = await register(testApp.app);
    const project = await createProject(account.token);
    const put = async (revision: number, script: string, source: string) => {
      clock.advance(1000);
      const response = await call('PUT', `/${project.id}`, account.token, {
        revision,
        script,
        source,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    for (let revision = 0; revision < 50; revision++)
      await put(revision, `Draft ${revision}`, 'extend');
    // Typing within a minute of the last version keeps none of its own.
    await put(50, 'Typed words', 'autosave');
    await put(51, 'Draft 10', 'restore');

    const versions = (await call('GET', `/${project.id}/versions`, account.token)).json().data
      .versions as Array<{ source: string; preview: string }>;
    expect(versions).toHaveLength(50);
    expect(versions.slice(0, 3).map((version) => [version.source, version.preview])).toEqual([
      ['restore', 'Draft 10'],
      ['autosave', 'Typed words'],
      ['extend', 'Draft 49'],
    ]);
    expect(versions[49]!.preview).toBe('Draft 2');
  });
});
