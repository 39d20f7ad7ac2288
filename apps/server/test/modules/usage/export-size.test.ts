import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, withBearer } from '../../helpers/auth';
import { subscribe } from '../../helpers/plans';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const countExport = (token: string, payload?: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/usage/video',
    headers: withBearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

const videosCreated = async (token: string) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: withBearer(token) })
  ).json().data.user.usage.videosCreated as number;

describe('counting an export at the size it was made', () => {
  it('counts a Free user’s 720p, 30 fps export', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token, { width: 1280, height: 720, fps: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.usage.videosCreated).toBe(1);
  });

  it('refuses a Free user’s 1080p export with 403 PLAN_LIMIT naming the height, and counts nothing', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token, { width: 1920, height: 1080, fps: 30 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'PLAN_LIMIT',
      error:
        'height: your plan exports up to 720p (the shorter side at most 720 pixels). Choose 720p or lower, or upgrade for 1080p.',
    });
    expect(await videosCreated(token)).toBe(0);
  });

  it('judges an upright export by its shorter side: Free counts 720×1280, refuses 1080×1920 naming the width', async () => {
    const { token } = await register(testApp.app);
    const allowed = await countExport(token, { width: 720, height: 1280, fps: 30 });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.usage.videosCreated).toBe(1);

    const refused = await countExport(token, { width: 1080, height: 1920, fps: 30 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PLAN_LIMIT',
      error: expect.stringMatching(/^width: your plan exports up to 720p/),
    });
    expect(await videosCreated(token)).toBe(1);
  });

  it('counts a square 720×720 on Free and a 1080×1920 on a paid plan', async () => {
    const free = await register(testApp.app);
    expect((await countExport(free.token, { width: 720, height: 720, fps: 30 })).statusCode).toBe(
      200,
    );
    const paid = await register(testApp.app);
    await subscribe(testApp.app, paid.token, 'boost');
    const response = await countExport(paid.token, { width: 1080, height: 1920, fps: 30 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.usage.videosCreated).toBe(1);
  });

  it('refuses a Free user’s 60 fps export naming the frame rate', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token, { width: 1280, height: 720, fps: 60 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      error: expect.stringMatching(/^fps: .*30 fps/),
    });
  });

  it('counts 1080p at 60 fps on a paid plan', async () => {
    const { token } = await register(testApp.app);
    await subscribe(testApp.app, token, 'boost');
    const response = await countExport(token, { width: 1920, height: 1080, fps: 60 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.usage.videosCreated).toBe(1);
  });

  it('refuses a count without the size, so the plan check cannot be skipped', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await videosCreated(token)).toBe(0);
  });

  it('answers a malformed size with 400 naming the field', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token, { width: 1280, height: 'tall', fps: 30 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(/height/);
  });

  it('answers a count without the width (the old body) with 400 naming the width, and counts nothing', async () => {
    const { token } = await register(testApp.app);
    const response = await countExport(token, { height: 720, fps: 30 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(/width/);
    expect(await videosCreated(token)).toBe(0);
  });
});
