import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { cancelSubscription, subscribe } from '../../helpers/plans';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const clock = manualClock(new Date('2026-04-10T09:00:00.000Z'));
const setClock = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

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

const analyticsOf = (token: string) => call('GET', '/api/analytics', token);

const brief = {
  topic: 'Budget travel in Japan',
  duration: 'short',
  keyPoints: ['Rail passes'],
  contentType: 'lifestyle',
  language: 'english',
};

/** 450 characters: half a minute of voice-over at 900 characters a minute. */
const NARRATION = 'Rail passes save money on long trips across the country. '
  .repeat(8)
  .slice(0, 450);

const zeroMonth = (month: string) => ({
  month,
  scripts: 0,
  voiceMinutes: 0,
  voiceCharacters: 0,
  thumbnails: 0,
  videos: 0,
  projects: 0,
});

/** The twelve months up to and including `last` ('2026-04'), oldest first. */
function monthsUpTo(last: string): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** Some work of one user: scripts, projects, exports… */
async function createProject(token: string, topic: string) {
  const response = await call('POST', '/api/projects', token, { topic });
  expect(response.statusCode).toBe(201);
  return response.json().data.project as { id: string; revision: number };
}

async function updateProject(
  token: string,
  project: { id: string; revision: number },
  script: string,
) {
  const response = await call('PUT', `/api/projects/${project.id}`, token, {
    revision: project.revision,
    script,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.project as { id: string; revision: number };
}

const generateScript = async (token: string) =>
  expect((await call('POST', '/api/script/generate', token, brief)).statusCode).toBe(200);

const exportVideo = async (token: string) =>
  expect(
    (await call('POST', '/api/usage/video', token, { width: 1280, height: 720, fps: 30 }))
      .statusCode,
  ).toBe(200);

describe('GET /api/analytics', () => {
  it('counts the caller’s activity by calendar month (UTC), 12 months with zeros', async () => {
    const ann = await register(testApp.app);
    const bob = await register(testApp.app);
    await subscribe(testApp.app, ann.token, 'pro');
    await subscribe(testApp.app, bob.token, 'pro');

    // April 2025: thirteen months back, outside the window.
    setClock('2025-04-15T12:00:00.000Z');
    await createProject(ann.token, 'Too old');
    await generateScript(ann.token);

    // May 2025, its first minute: the window's first month.
    setClock('2025-05-01T00:00:30.000Z');
    let cabin = await createProject(ann.token, 'Cabin build');
    await generateScript(ann.token);
    await generateScript(ann.token);

    // Either side of midnight UTC at the end of August.
    setClock('2025-08-31T23:59:30.000Z');
    await exportVideo(ann.token);
    setClock('2025-09-01T00:00:30.000Z');
    await exportVideo(ann.token);
    await exportVideo(ann.token);

    // January 2026: a voice-over, three thumbnails, and a script change to the cabin project.
    setClock('2026-01-12T10:00:00.000Z');
    const voices = (await call('GET', '/api/audio/voices', ann.token)).json().data.voices as {
      voice_id: string;
      language: string;
    }[];
    const english = voices.find((voice) => voice.language.startsWith('en'))!;
    const spoken = await call('POST', '/api/audio/generate', ann.token, {
      text: NARRATION,
      voiceId: english.voice_id,
      speed: 1,
    });
    expect(spoken.statusCode).toBe(200);
    const drawn = await call('POST', '/api/thumbnails/generate', ann.token, {
      description: 'How I built a log cabin in 30 days',
      style: 'vlog',
    });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().data.thumbnails).toHaveLength(3);
    cabin = await updateProject(ann.token, cabin, 'Day one: the foundation.');

    // This month: the cabin project again, and a new one.
    setClock('2026-04-02T08:00:00.000Z');
    await updateProject(ann.token, cabin, 'Day two: the walls.');
    await createProject(ann.token, 'Garden shed');

    // Someone else's work in the same months is not Ann's.
    for (const at of [
      '2025-05-03T10:00:00.000Z',
      '2026-01-12T11:00:00.000Z',
      '2026-04-02T09:00:00.000Z',
    ]) {
      setClock(at);
      await createProject(bob.token, 'Bob’s project');
      await generateScript(bob.token);
      await exportVideo(bob.token);
    }

    setClock('2026-04-10T09:00:00.000Z');
    const response = await analyticsOf(ann.token);
    expect(response.statusCode).toBe(200);
    const expected = monthsUpTo('2026-04').map(zeroMonth);
    const month = (name: string) => expected.find((entry) => entry.month === name)!;
    Object.assign(month('2025-05'), { scripts: 2, projects: 1 });
    Object.assign(month('2025-08'), { videos: 1 });
    Object.assign(month('2025-09'), { videos: 2 });
    Object.assign(month('2026-01'), {
      voiceCharacters: 450,
      voiceMinutes: 0.5,
      thumbnails: 3,
      projects: 1,
    });
    Object.assign(month('2026-04'), { projects: 2 });
    expect(response.json()).toEqual({ success: true, data: { months: expected } });

    const bobs = (await analyticsOf(bob.token)).json().data.months as { month: string }[];
    expect(bobs.filter((entry) => entry.month === '2026-01')).toEqual([
      { ...zeroMonth('2026-01'), scripts: 1, videos: 1, projects: 1 },
    ]);
  });

  it('gives a new Pro user twelve empty months, across a year boundary', async () => {
    const cy = await register(testApp.app);
    await subscribe(testApp.app, cy.token, 'pro');
    setClock('2026-01-31T23:59:59.000Z');
    const response = await analyticsOf(cy.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ months: monthsUpTo('2026-01').map(zeroMonth) });
    expect(response.json().data.months[0].month).toBe('2025-02');
  });

  it('is for Pro only: Free, Boost and a downgraded user get 403 PLAN_REQUIRED', async () => {
    const free = await register(testApp.app);
    const boost = await register(testApp.app);
    await subscribe(testApp.app, boost.token, 'boost');
    const former = await register(testApp.app);
    await subscribe(testApp.app, former.token, 'pro');
    expect((await analyticsOf(former.token)).statusCode).toBe(200);
    await cancelSubscription(testApp.app, former.token);

    for (const account of [free, boost, former]) {
      const response = await analyticsOf(account.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error:
          'Analytics come with the Pro plan. Upgrade to Pro on the plans page to see your activity by month.',
        code: 'PLAN_REQUIRED',
      });
    }
    const guest = await testApp.app.inject({ method: 'GET', url: '/api/analytics' });
    expect(guest.statusCode).toBe(401);
  });
});
