import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { usageMonths, users } from '../../../src/db/schema';
import { createUsageRepository } from '../../../src/modules/usage/repository';
import { createUsageService } from '../../../src/modules/usage/service';
import { manualClock, register, withBearer } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';

let testApp: TestApp;
afterEach(() => testApp?.close());

const recordVideo = (token: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/usage/video',
    headers: withBearer(token),
    payload: { width: 1280, height: 720, fps: 30 },
  });

function serviceFor(clock = manualClock(new Date('2026-11-22T10:00:00Z'))) {
  const repository = createUsageRepository(testApp.testDatabase.database.db);
  return {
    clock,
    service: createUsageService({ repository, clock, subscriptionOf: repository.subscriptionOf }),
  };
}

describe(`usage limits on ${testDriver}`, () => {
  it('lets exactly one of 20 parallel requests take the last video of the month', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    for (let i = 0; i < 4; i += 1) expect((await recordVideo(account.token)).statusCode).toBe(200);

    const answers = await Promise.all(Array.from({ length: 20 }, () => recordVideo(account.token)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 402);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json()).toEqual({
      success: false,
      error: 'You have used all 5 videos of the Free plan this month. Boost gives you unlimited.',
      code: 'QUOTA_EXCEEDED',
    });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: withBearer(account.token),
    });
    expect(me.json().data.user).toMatchObject({
      videosCreated: 5,
      usage: { videosCreated: 5, scriptsGenerated: 0 },
      limits: { videosCreated: 5 },
    });
  });

  it('never lets 20 parallel consumers pass a limit with one left, at the service level', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const { service } = serviceFor();
    await service.consume(account.user.id, 'scriptsGenerated', 2);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => service.consume(account.user.id, 'scriptsGenerated', 1)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await service.usageOf(account.user.id)).scriptsGenerated).toBe(3);
  });

  it('counts amounts (characters) and refuses one that would pass the limit, naming what is left', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const { service } = serviceFor();
    await service.consume(account.user.id, 'audioGenerated', 9_000);
    await expect(service.consume(account.user.id, 'audioGenerated', 2_500)).rejects.toMatchObject({
      statusCode: 402,
      code: 'QUOTA_EXCEEDED',
      message:
        "This needs 2,500 voice-over characters, but only 1,000 of the Free plan's 10,000 are left this month. Boost gives you 60,000.",
    });
    await service.consume(account.user.id, 'audioGenerated', 1_000);
    expect((await service.usageOf(account.user.id)).audioGenerated).toBe(10_000);
  });

  it('gives back a refunded amount', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const { service } = serviceFor();
    const reservation = await service.consume(account.user.id, 'thumbnailsGenerated', 3);
    await service.refund(reservation);
    expect((await service.usageOf(account.user.id)).thumbnailsGenerated).toBe(0);
    await service.consume(account.user.id, 'thumbnailsGenerated', 5);
  });

  it('starts every calendar month (UTC) from zero', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const clock = manualClock(new Date('2026-11-30T23:59:00Z'));
    const { service } = serviceFor(clock);
    await service.consume(account.user.id, 'scriptsGenerated', 3);
    await expect(service.consume(account.user.id, 'scriptsGenerated', 1)).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    clock.advance(2 * 60 * 1000);
    await service.consume(account.user.id, 'scriptsGenerated', 1);
    const rows = await testApp.testDatabase.database.db
      .select()
      .from(usageMonths)
      .where(eq(usageMonths.userId, account.user.id));
    expect(rows.map((row) => [row.month, row.scriptsGenerated]).sort()).toEqual([
      ['2026-11-01', 3],
      ['2026-12-01', 1],
    ]);
  });

  it('applies the limits of the plan the user is on now', async () => {
    testApp = await createTestApp();
    const account = await register(testApp.app);
    const { service } = serviceFor();
    await service.consume(account.user.id, 'scriptsGenerated', 3);
    await testApp.testDatabase.database.db
      .update(users)
      .set({ subscription: 'boost' })
      .where(eq(users.id, account.user.id));
    await service.consume(account.user.id, 'scriptsGenerated', 22);
    await expect(service.consume(account.user.id, 'scriptsGenerated', 1)).rejects.toMatchObject({
      message: 'You have used all 25 scripts of the Boost plan this month. Pro gives you 100.',
    });
  });

  it('requires a signed-in user to record a video', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/usage/video' });
    expect(response.statusCode).toBe(401);
  });
});
