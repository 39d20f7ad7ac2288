import { addItem, createDocument } from '@reelwright/timeline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '../../test/users';
import { makeValidToken } from '../../test/tokens';
import { createProject } from './api/create-project';
import { updateProject } from './api/update-project';
import { createProjectSaver, type SaveState } from './project-saver';
import { blankDocument, documentFromProject, withTopic } from './studio-document';
import { makeProject, PROJECT_ID, projectAnswer, stubApi } from './test/studio-fixtures';

const DELAY = 1500;
const api = { create: createProject, update: updateProject };

function startSaver(project = makeProject()) {
  const states: SaveState['kind'][] = [];
  const created: string[] = [];
  const saver = createProjectSaver({ api, delayMs: DELAY, project, isOnline: () => online });
  const detach = saver.attach({
    onState: (state) => states.push(state.kind),
    onCreated: (next) => created.push(next.id),
  });
  return { saver, states, created, detach };
}

let online = true;

beforeEach(() => {
  online = true;
  vi.useFakeTimers();
  localStorage.setItem('authToken', makeValidToken());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('project saver', () => {
  it('waits for 1.5 s of quiet, then sends only the changed fields with the revision', async () => {
    let revision = 4;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () =>
        projectAnswer(makeProject({ revision: (revision += 1) })),
    });
    const base = documentFromProject(makeProject({ revision: 4, script: 'Hello.' }));
    const { saver, states } = startSaver(makeProject({ revision: 4, script: 'Hello.' }));

    saver.edit({ ...base, script: 'Hello. W' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.edit({ ...base, script: 'Hello. World.' });
    await vi.advanceTimersByTimeAsync(1400);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([]);
    expect(states.at(-1)).toBe('saving');

    await vi.advanceTimersByTimeAsync(100);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { script: 'Hello. World.', revision: 4, source: 'autosave' },
    ]);
    expect(states.at(-1)).toBe('saved');

    // The next save is based on the revision the server answered.
    saver.edit({ ...base, script: 'Hello. World. Again.', duration: 'long' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)[1]).toEqual({
      script: 'Hello. World. Again.',
      duration: 'long',
      revision: 5,
      source: 'autosave',
    });
  });

  it('saves an AI change at once with its source, and keeps typing made meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    let revision = 1;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => {
        revision += 1;
        const next = revision;
        return next === 2
          ? new Promise<Response>((resolve) => (answer = resolve))
          : projectAnswer(makeProject({ revision: next }));
      },
    });
    const { saver, states } = startSaver();
    const base = documentFromProject(makeProject());

    saver.edit({ ...base, script: 'Generated script.' }, 'generate');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { script: 'Generated script.', revision: 1, source: 'generate' },
    ]);

    // Typed while that save is on its way: kept, and sent after it, on the new revision.
    saver.edit({ ...base, script: 'Generated script. Typed.' });
    answer(projectAnswer(makeProject({ revision: 2 })));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)[1]).toEqual({
      script: 'Generated script. Typed.',
      revision: 2,
      source: 'autosave',
    });
    expect(states.at(-1)).toBe('saved');
    expect(saver.hasUnsavedChanges()).toBe(false);
  });

  it('saves an added voice-over at once as a non-script change, compared by id', async () => {
    let revision = 1;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () =>
        projectAnswer(makeProject({ revision: (revision += 1) })),
    });
    const { saver, states } = startSaver();
    const base = documentFromProject(makeProject());
    const ref = {
      id: 'a1',
      voiceId: 'builtin:en-us+f3',
      url: '/api/files/a1',
      characters: 42,
      createdAt: '2025-03-01T10:05:00.000Z',
    };

    saver.edit({ ...base, voiceOvers: [ref] }, 'voiceOver');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { voiceOvers: [ref], revision: 1, source: 'autosave' },
    ]);
    expect(states.at(-1)).toBe('saved');

    // An equal list (a copy of the same refs) is no change.
    saver.edit({ ...base, voiceOvers: [{ ...ref }] });
    expect(saver.hasUnsavedChanges()).toBe(false);

    // Alongside an AI change, the AI change names the version.
    saver.edit({ ...base, voiceOvers: [ref], script: 'Generated.' }, 'generate');
    saver.edit({ ...base, voiceOvers: [ref], script: 'Generated.' }, 'voiceOver');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)[1]).toEqual({
      script: 'Generated.',
      revision: 2,
      source: 'generate',
    });
  });

  it('saves a timeline change after the quiet time, sending only the timeline', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const base = documentFromProject(makeProject({ revision: 1 }));
    const { saver } = startSaver(makeProject({ revision: 1 }));
    const timeline = addItem(
      createDocument(),
      { id: 'clip', mediaId: 'file-1', name: 'intro.webm', url: '', type: 'videos' },
      0,
    ).document;

    saver.edit({ ...base, timeline });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { timeline: JSON.parse(JSON.stringify(timeline)), revision: 1, source: 'autosave' },
    ]);
    // The same document again is not a change.
    saver.edit({ ...base, timeline });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(1);
  });

  it('sends nothing when an undo brings back the timeline the studio opened with', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const clip = { mediaId: 'file-1', name: 'intro.webm', url: '', type: 'videos' } as const;
    const first = addItem(createDocument(), { ...clip, id: 'clip' }, 0).document;
    const project = makeProject({ revision: 1, timeline: JSON.parse(JSON.stringify(first)) });
    // The studio's document of the project: the editor starts from its timeline object.
    const opened = documentFromProject(project);
    const states: SaveState['kind'][] = [];
    const saver = createProjectSaver({ api, delayMs: DELAY, project, opened });
    saver.attach({ onState: (state) => states.push(state.kind), onCreated: () => {} });

    const moved = addItem(opened.timeline!, { ...clip, id: 'clip-2' }, 0).document;
    saver.edit({ ...opened, timeline: moved });
    expect(states.at(-1)).toBe('saving');
    saver.edit(opened);
    expect(states.at(-1)).toBe('saved');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(0);
  });

  it('stops on 409 and says the project changed elsewhere', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () =>
        fail(409, 'CONFLICT', 'This project was changed in another tab or device.'),
    });
    const { saver, states } = startSaver();
    const base = documentFromProject(makeProject());
    saver.edit({ ...base, script: 'Mine.' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(states.at(-1)).toBe('conflict');

    saver.edit({ ...base, script: 'Mine, more.' });
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(1);
    expect(saver.hasUnsavedChanges()).toBe(true);
  });

  it('waits offline with the edits in memory, and saves them when back online', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const { saver, states } = startSaver();
    online = false;
    saver.edit({ ...documentFromProject(makeProject()), script: 'Written on a train.' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(states.at(-1)).toBe('offline');
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([]);

    online = true;
    await saver.flush();
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { script: 'Written on a train.', revision: 1, source: 'autosave' },
    ]);
    expect(states.at(-1)).toBe('saved');
  });

  it('goes offline when the network fails, without losing the edit', async () => {
    let down = true;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return projectAnswer(makeProject({ revision: 2 }));
      },
    });
    const { saver, states } = startSaver();
    saver.edit({ ...documentFromProject(makeProject()), script: 'Kept.' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(states.at(-1)).toBe('offline');
    down = false;
    await saver.flush();
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(2);
    expect(states.at(-1)).toBe('saved');
  });

  it('creates a blank studio’s project on its first real change, once', async () => {
    const { calls } = stubApi({
      'POST /api/projects': () => projectAnswer(makeProject({ title: 'Coffee' }), 201),
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const states: SaveState['kind'][] = [];
    const created: string[] = [];
    const saver = createProjectSaver({ api, delayMs: DELAY, project: null });
    saver.attach({
      onState: (state) => states.push(state.kind),
      onCreated: (p) => created.push(p.id),
    });

    // A language alone makes no project.
    const blank = blankDocument();
    saver.edit({ ...blank, language: 'german' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls('POST /api/projects')).toEqual([]);

    const typed = withTopic({ ...blank, language: 'german' }, 'Coffee');
    saver.edit(typed);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls('POST /api/projects')).toEqual([
      {
        title: 'Coffee',
        topic: 'Coffee',
        contentType: 'lifestyle',
        language: 'german',
        duration: 'medium',
        keyPoints: [],
        script: '',
        voiceOvers: [],
        timeline: null,
        chapters: [],
      },
    ]);
    expect(created).toEqual([PROJECT_ID]);

    saver.edit(withTopic(typed, 'Coffee at home'));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { title: 'Coffee at home', topic: 'Coffee at home', revision: 1, source: 'autosave' },
    ]);
  });

  it('saves what is waiting at once when the studio is left', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const { saver, detach } = startSaver();
    saver.edit({ ...documentFromProject(makeProject()), script: 'Last words.' });
    detach?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toEqual([
      { script: 'Last words.', revision: 1, source: 'autosave' },
    ]);
  });
});

describe('project saver: what the header says', () => {
  const timelineWith = (...ids: string[]) =>
    ids.reduce(
      (document, id, index) =>
        addItem(
          document,
          { id, mediaId: `file-${id}`, name: `${id}.webm`, url: '', type: 'videos' },
          index * 10_000,
        ).document,
      createDocument(),
    );

  it('is Saved again with no request when a change is undone before it is sent', async () => {
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => projectAnswer(makeProject({ revision: 2 })),
    });
    const base = documentFromProject(makeProject());
    const { saver, states } = startSaver();
    const timeline = timelineWith('clip');
    saver.edit({ ...base, timeline });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(states.at(-1)).toBe('saved');

    // Split, then undone at once: the document is the one the server has.
    saver.edit({ ...base, timeline: timelineWith('clip', 'half') });
    expect(states.at(-1)).toBe('saving');
    saver.edit({ ...base, timeline });
    expect(states.at(-1)).toBe('saved');
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(1);
    expect(saver.hasUnsavedChanges()).toBe(false);
  });

  it('sends the undo after a save that left with the change, then says Saved', async () => {
    let answer: (response: Response) => void = () => {};
    let revision = 1;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () => {
        revision += 1;
        return revision === 2
          ? new Promise<Response>((resolve) => (answer = resolve))
          : projectAnswer(makeProject({ revision }));
      },
    });
    const base = documentFromProject(makeProject());
    const { saver, states } = startSaver();
    saver.edit({ ...base, script: 'Changed.' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(1);

    // Undone while that save is on its way: still saving, and the undo goes out after it.
    saver.edit(base);
    expect(states.at(-1)).toBe('saving');
    answer(projectAnswer(makeProject({ revision: 2 })));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)[1]).toEqual({
      script: base.script,
      revision: 2,
      source: 'autosave',
    });
    expect(states.at(-1)).toBe('saved');
  });

  it('shows a failure, and Retry saves what is waiting', async () => {
    let failing = true;
    const { calls } = stubApi({
      [`PUT /api/projects/${PROJECT_ID}`]: () =>
        failing
          ? fail(500, 'INTERNAL_ERROR', 'Something went wrong')
          : projectAnswer(makeProject({ revision: 2 })),
    });
    const { saver, states } = startSaver();
    saver.edit({ ...documentFromProject(makeProject()), script: 'Kept.' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(states.at(-1)).toBe('error');
    // Nothing is retried by itself…
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(1);

    // …until Retry.
    failing = false;
    await saver.flush();
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)).toHaveLength(2);
    expect(calls(`PUT /api/projects/${PROJECT_ID}`)[1]).toMatchObject({ script: 'Kept.' });
    expect(states.at(-1)).toBe('saved');
  });
});
