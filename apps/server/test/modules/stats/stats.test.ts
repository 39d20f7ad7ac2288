import { apiSuccessSchema, statsSchema } from '@reelwright/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { usageMonths } from '../../../src/db/schema';
import {
  CHARACTERS_PER_VOICE_MINUTE,
  type StatsRepository,
} from '../../../src/modules/stats/repository';
import { createStatsService, STATS_CACHE_MS } from '../../../src/modules/stats/service';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

let testApp: TestApp;
afterEach(() => testApp?.close());

const HOUR = 60 * 60 * 1000;

async function readStats() {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/stats' });
  expect(response.statusCode).toBe(200);
  return { response, stats: apiSuccessSchema(statsSchema).parse(response.json()).data };
}

const recordVideo = async (token: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/usage/video',
    headers: withBearer(token),
    payload: { width: 1280, height: 720, fps: 30 },
  });
  expect(response.statusCode).toBe(200);
};

/** Usage of past months, as the counters would have left it. */
const addUsage = (userId: string, month: string, scripts: number, audioCharacters: number) =>
  testApp.testDatabase.database.db
    .insert(usageMonths)
    .values({ userId, month, scriptsGenerated: scripts, audioGenerated: audioCharacters });

describe(`GET /api/stats on ${testDriver}`, () => {
  it('answers zeros on a new installation, publicly cacheable for a minute', async () => {
    testApp = await createTestApp();
    const { response, stats } = await readStats();
    expect(stats).toEqual({ creators: 0, scripts: 0, voiceMinutes: 0, videos: 0 });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('sums creators, scripts of every month, voice minutes and exported videos', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    testApp = await createTestApp({ clock });
    const ann = await register(testApp.app);
    const bob = await register(testApp.app, { name: 'Bob Stone' });
    await recordVideo(ann.token);
    await recordVideo(ann.token);
    await recordVideo(bob.token);
    await addUsage(ann.user.id, '2026-09-01', 4, 9_000);
    await addUsage(ann.user.id, '2026-10-01', 2, 4_950);
    await addUsage(bob.user.id, '2026-10-01', 3, 4_500);

    const { stats } = await readStats();
    expect(stats).toEqual({
      creators: 2,
      scripts: 9,
      // 18 450 characters at 900 a minute: 20.5 minutes, rounded.
      voiceMinutes: Math.round(18_450 / CHARACTERS_PER_VOICE_MINUTE),
      videos: 3,
    });
    expect(stats.voiceMinutes).toBe(21);
  });

  it('keeps a figure for 60 s, then sums again', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    testApp = await createTestApp({ clock });
    const ann = await register(testApp.app);
    expect((await readStats()).stats.creators).toBe(1);

    await register(testApp.app, { name: 'Bob Stone' });
    await recordVideo(ann.token);
    clock.advance(59_999);
    expect((await readStats()).stats).toMatchObject({ creators: 1, videos: 0 });

    clock.advance(1);
    expect((await readStats()).stats).toMatchObject({ creators: 2, videos: 1 });
  });

  it('counts a demo account while it lives, not after it expired', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    testApp = await createTestApp({ clock });
    await register(testApp.app);
    const demo = await testApp.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.statusCode).toBe(201);
    const demoUser = demo.json().data as { token: string; user: { id: string } };
    await recordVideo(demoUser.token);
    await addUsage(demoUser.user.id, '2026-10-01', 2, 900);
    expect((await readStats()).stats).toEqual({
      creators: 2,
      scripts: 2,
      voiceMinutes: 1,
      videos: 1,
    });

    clock.advance(24 * HOUR + 1);
    expect((await readStats()).stats).toEqual({
      creators: 1,
      scripts: 0,
      voiceMinutes: 0,
      videos: 0,
    });
  });
});

describe('stats service', () => {
  it('sums once for requests that arrive together, and again after the minute', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
    const queries: Date[] = [];
    const repository: StatsRepository = {
      async totals(now) {
        queries.push(now);
        return { creators: queries.length, scripts: 0, voiceMinutes: 0, videos: 0 };
      },
    };
    const service = createStatsService({ repository, clock });
    const answers = await Promise.all(Array.from({ length: 10 }, () => service.current()));
    expect(answers.map((stats) => stats.creators)).toEqual(Array(10).fill(1));
    clock.advance(STATS_CACHE_MS);
    expect((await service.current()).creators).toBe(2);
    expect(queries).toEqual([new Date('2026-11-22T10:00:00Z'), new Date('2026-11-22T10:01:00Z')]);
  });
});
