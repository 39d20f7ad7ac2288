import type { ApiToken } from '@reelwright/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../account-locales';
import { stubApi } from '../../../../test/stub-api';
import { makeValidToken } from '../../../../test/tokens';
import { fail, ok } from '../../../../test/users';
import { ApiTokensSection } from './api-tokens-section';

const SECRET = 'rw_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const tokenOf = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: '0d1f4f0e-6a4b-4c55-9d3f-9b1c2a3d4e5f',
  name: 'Zapier',
  prefix: 'rw_Zq81xA',
  createdAt: '2026-03-02T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

type Routes = Parameters<typeof stubApi>[0];

function renderSection(isPro: boolean, tokens: ApiToken[], routes: Routes = {}) {
  const api = stubApi({ 'GET /api/tokens': () => ok({ tokens }), ...routes });
  render(
    <MemoryRouter>
      <ApiTokensSection isPro={isPro} />
    </MemoryRouter>,
  );
  return api;
}

const section = () => screen.getByRole('region', { name: 'API tokens' });
const nameField = () => within(section()).getByLabelText('Token name');
const createButton = () => within(section()).getByRole('button', { name: 'Create token' });

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API tokens for a Pro user', () => {
  it('lists the active tokens by name and prefix, with when they were last used', async () => {
    renderSection(true, [
      tokenOf(),
      tokenOf({
        id: '1d1f4f0e-6a4b-4c55-9d3f-9b1c2a3d4e5f',
        name: 'Upload script',
        prefix: 'rw_9kLm2P',
        lastUsedAt: '2026-03-05T08:00:00.000Z',
      }),
    ]);
    const list = await within(section()).findByRole('list', { name: 'Your API tokens' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Zapierrw_Zq81xA… · created Mar 2, 2026 · never used/),
      expect.stringMatching(
        /^Upload scriptrw_9kLm2P… · created Mar 2, 2026 · last used Mar 5, 2026/,
      ),
    ]);
    expect(within(section()).getByText('Active tokens: 2 of 10')).toBeTruthy();
    expect(within(section()).queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    const reference = within(section()).getByRole('link', { name: /^API reference/ });
    expect(reference.getAttribute('href')).toBe('/api/docs');
  });

  it('shows a new token once, with a warning and a Copy button, then only its prefix', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const made = tokenOf({ name: 'Publishing' });
    const { calls } = renderSection(true, [], {
      'POST /api/tokens': () => ok({ token: made, secret: SECRET }, 201),
    });
    await within(section()).findByText('You have no API tokens yet.');

    fireEvent.change(nameField(), { target: { value: '  Publishing ' } });
    fireEvent.click(createButton());
    const notice = await within(section()).findByRole('region', {
      name: 'Your new token “Publishing”',
    });
    expect(calls('POST /api/tokens')).toEqual([{ name: 'Publishing' }]);
    expect((within(notice).getByLabelText('Token') as HTMLInputElement).value).toBe(SECRET);
    expect(notice.textContent).toContain('Copy it now: it will not be shown again.');
    expect(document.activeElement).toBe(
      within(notice).getByRole('heading', { name: 'Your new token “Publishing”' }),
    );

    fireEvent.click(within(notice).getByRole('button', { name: 'Copy' }));
    await within(notice).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(SECRET);

    fireEvent.click(within(notice).getByRole('button', { name: 'Done, I have copied it' }));
    expect(within(section()).queryByRole('region', { name: /Your new token/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
    const list = within(section()).getByRole('list', { name: 'Your API tokens' });
    expect(list.textContent).toContain('Publishing');
    expect(list.textContent).toContain('rw_Zq81xA…');
    expect(within(section()).getByText('Active tokens: 1 of 10')).toBeTruthy();
  });

  it('says so when the browser refuses to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderSection(true, [], {
      'POST /api/tokens': () => ok({ token: tokenOf(), secret: SECRET }, 201),
    });
    fireEvent.change(await within(section()).findByLabelText('Token name'), {
      target: { value: 'Zapier' },
    });
    fireEvent.click(createButton());
    const notice = await within(section()).findByRole('region', { name: /Your new token/ });
    fireEvent.click(within(notice).getByRole('button', { name: 'Copy' }));
    expect(
      await within(notice).findByText('Could not copy it: select the token and copy it yourself.'),
    ).toBeTruthy();
  });

  it('checks the name before asking the server', async () => {
    const { fetchMock } = renderSection(true, []);
    await within(section()).findByLabelText('Token name');
    fireEvent.click(createButton());
    expect(within(section()).getAllByRole('alert')[0]!.textContent).toBe('Give the token a name.');
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(createButton());
    expect(within(section()).getAllByRole('alert')[0]!.textContent).toBe(
      'A token name can be at most 60 characters.',
    );
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('does not offer an eleventh token', async () => {
    const tokens = Array.from({ length: 10 }, (_, index) =>
      tokenOf({ id: `0d1f4f0e-6a4b-4c55-9d3f-9b1c2a3d4e${index}0`, name: `Token ${index}` }),
    );
    const { fetchMock } = renderSection(true, tokens);
    await within(section()).findByText('Active tokens: 10 of 10');
    fireEvent.change(nameField(), { target: { value: 'One more' } });
    fireEvent.click(createButton());
    expect(within(section()).getAllByRole('alert')[0]!.textContent).toBe(
      'You have 10 active tokens, the most allowed. Revoke one you no longer use to create another.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal in the page’s words', async () => {
    renderSection(true, [], {
      'POST /api/tokens': () =>
        fail(403, 'PLAN_REQUIRED', 'API access comes with the Pro plan. Upgrade to Pro.'),
    });
    fireEvent.change(await within(section()).findByLabelText('Token name'), {
      target: { value: 'Zapier' },
    });
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(within(section()).getAllByRole('alert')[0]!.textContent).toBe(
        'API tokens come with the Pro plan. Upgrade to Pro to create one.',
      ),
    );
  });

  it('revokes a token only after confirmation', async () => {
    const token = tokenOf();
    const { fetchMock } = renderSection(true, [token], {
      [`DELETE /api/tokens/${token.id}`]: () =>
        ok({ token: { ...token, revokedAt: '2026-03-06T10:00:00.000Z' } }),
    });
    const revoke = await within(section()).findByRole('button', { name: 'Revoke Zapier' });

    fireEvent.click(revoke);
    let dialog = screen.getByRole('dialog', { name: 'Revoke “Zapier”?' }) as HTMLDialogElement;
    expect(dialog.textContent).toContain('Anything that uses this token stops working at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(revoke);
    dialog = screen.getByRole('dialog', { name: 'Revoke “Zapier”?' }) as HTMLDialogElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await within(section()).findByText('“Zapier” has been revoked.');
    expect(within(section()).queryByRole('list', { name: 'Your API tokens' })).toBeNull();
    expect(within(section()).getByText('You have no API tokens yet.')).toBeTruthy();
  });

  it('offers a retry when the list does not load', async () => {
    let calls = 0;
    renderSection(true, [], {
      'GET /api/tokens': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'INTERNAL', 'Something went wrong') : ok({ tokens: [] });
      },
    });
    const alert = await within(section()).findByText('Could not load your API tokens.');
    expect(alert.getAttribute('role')).toBe('alert');
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('You have no API tokens yet.')).toBeTruthy();
  });
});

describe('API tokens for other plans', () => {
  it('shows what tokens offer and the way to Pro, with no way to create one', async () => {
    renderSection(false, []);
    const upgrade = within(section()).getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade.getAttribute('href')).toBe('/pricing');
    expect(section().textContent).toContain('API access comes with the Pro plan:');
    await waitFor(() => expect(within(section()).queryByText('Loading your tokens...')).toBeNull());
    expect(within(section()).queryByLabelText('Token name')).toBeNull();
    expect(within(section()).queryByRole('list', { name: 'Your API tokens' })).toBeNull();
  });

  it('lists tokens kept from a Pro period as paused, to revoke', async () => {
    renderSection(false, [tokenOf()]);
    await within(section()).findByRole('button', { name: 'Revoke Zapier' });
    expect(section().textContent).toContain('these tokens do not work until you are on Pro again');
    expect(within(section()).queryByLabelText('Token name')).toBeNull();
  });
});
