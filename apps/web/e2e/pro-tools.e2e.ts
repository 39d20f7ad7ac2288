import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApiAs, sessionTokenOf, signedInPage, takePro } from './support/api-session';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';

const session = useBrowser();

const region = (page: Page, name: string) => page.getByRole('region', { name });

const callApi = callApiAs;

/** A signed-in page whose user took Pro through the test-mode checkout. */
async function proPage(name: string): Promise<{ page: Page; token: string }> {
  const page = await signedInPage(() => session.newPage(), name, 'pro-tools');
  const token = await sessionTokenOf(page);
  await takePro(token);
  return { page, token };
}

describe('API tokens', () => {
  it('creates a token shown once, which works on /api/projects until it is revoked', async () => {
    const { page } = await proPage('Margaret Hamilton');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/settings');
    const tokens = region(page, 'API tokens');
    await tokens.getByText('You have no API tokens yet.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await tokens.getByLabel('Token name').fill('Publishing script');
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const notice = region(page, 'Your new token “Publishing script”');
    await notice.waitFor();
    const secret = await notice.getByLabel('Token', { exact: true }).inputValue();
    expect(secret).toMatch(/^rw_[A-Za-z0-9_-]{43}$/);
    await notice.getByText('Copy it now: it will not be shown again.', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Copy', exact: true }).click();
    await notice.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: 'Done, I have copied it' }).click();
    await notice.waitFor({ state: 'detached' });
    const list = tokens.getByRole('list', { name: 'Your API tokens' });
    await list.getByText('Publishing script').waitFor();
    await list.getByText(`${secret.slice(0, 9)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await region(page, 'API tokens').getByText('Publishing script').waitFor();
    expect(await page.content()).not.toContain(secret);
    await region(page, 'API tokens')
      .getByText(/never used/)
      .waitFor();

    // The token is the user's key to the project endpoints, and to nothing else.
    const created = await callApi(secret, 'POST', '/api/projects', { topic: 'Made by a script' });
    expect(created.status).toBe(201);
    const listed = await callApi(secret, 'GET', '/api/projects');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ projects: [{ topic: 'Made by a script' }] });
    expect((await callApi(secret, 'GET', '/api/auth/me')).status).toBe(401);
    await page.reload();
    await region(page, 'API tokens')
      .getByText(/last used/)
      .waitFor();

    await region(page, 'API tokens')
      .getByRole('button', { name: 'Revoke Publishing script' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Publishing script”?' });
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await region(page, 'API tokens').getByText('“Publishing script” has been revoked.').waitFor();
    await region(page, 'API tokens').getByText('You have no API tokens yet.').waitFor();

    const refused = await callApi(secret, 'GET', '/api/projects');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('analytics', () => {
  it('charts a Pro user’s month, shows it as a table and downloads it as CSV', async () => {
    const { page, token } = await proPage('Katherine Johnson');
    const brief = {
      topic: 'Orbital mechanics for beginners',
      duration: 'short',
      keyPoints: ['Trajectories'],
      contentType: 'education',
      language: 'english',
    };
    expect((await callApi(token, 'POST', '/api/script/generate', brief)).status).toBe(200);
    expect((await callApi(token, 'POST', '/api/script/generate', brief)).status).toBe(200);
    expect(
      (await callApi(token, 'POST', '/api/usage/video', { width: 1920, height: 1080, fps: 60 }))
        .status,
    ).toBe(200);
    expect((await callApi(token, 'POST', '/api/projects', { topic: 'Orbits' })).status).toBe(201);

    // From the profile menu, where the other app pages are.
    await page.goto('/app');
    await page.getByRole('banner').getByRole('button', { name: 'Katherine Johnson' }).click();
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const figures = page.getByRole('figure');
    await figures.first().waitFor();
    expect(await figures.count()).toBe(5);
    const scripts = page.getByRole('figure', { name: 'Scripts' });
    await scripts.locator('svg.recharts-surface').waitFor();
    expect(await scripts.locator('svg.recharts-surface title').textContent()).toBe('Scripts');
    expect(await scripts.textContent()).toContain('2 in all');
    expect(await scripts.locator('.recharts-bar-rectangle').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(new URL(page.url()).search).toBe('?view=table');
    expect(await table.getByRole('row').count()).toBe(14);
    const thisMonth = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const row = table.getByRole('row', { name: new RegExp(`^${thisMonth}`) });
    expect(await row.locator('td').allTextContents()).toEqual(['2', '0', '0', '1', '1']);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^reelwright-analytics-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/,
    );
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(13);
    expect(lines[0]).toBe('Month,Scripts,Voice-over minutes,Thumbnails,Videos,Projects');
    expect(lines[12]).toBe(`${new Date().toISOString().slice(0, 7)},2,0,0,1,1`);
  });

  it('shows a Free user what analytics and API tokens offer, with the way to Pro', async () => {
    const page = await signedInPage(() => session.newPage(), 'Dorothy Vaughan', 'pro-tools');
    await page.goto('/app/analytics');
    await page.getByRole('heading', { name: 'Analytics come with the Pro plan' }).waitFor();
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/settings');
    const tokens = region(page, 'API tokens');
    await tokens.getByText('API access comes with the Pro plan:').waitFor();
    expect(await tokens.getByLabel('Token name').count()).toBe(0);

    await page.goto('/app/analytics');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  });
});
