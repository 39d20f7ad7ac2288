import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubApi } from '../../test/stub-api';
import { makeValidToken } from '../../test/tokens';
import { makeUser, ok } from '../../test/users';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/settings in the app', () => {
  it('renames the signed-in user everywhere, and signs a deleted account out to /', async () => {
    localStorage.setItem('authToken', makeValidToken());
    const { calls } = stubApi({
      'GET /api/auth/me': () => ok({ user: makeUser() }),
      'GET /api/settings/gemini-key': () => ok({ saved: false, last4: null, serverKey: false }),
      'PATCH /api/account': () => ok({ user: makeUser({ name: 'Ann Li' }) }),
      'DELETE /api/account': () => ok({ message: 'deleted' }),
      'POST /api/auth/logout': () => ok({ message: 'signed out' }),
    });
    const { router } = renderApp('/settings');
    const profile = await screen.findByRole('region', { name: 'Display name' });
    expect(screen.getByRole('button', { name: 'Ann Lee' })).toBeTruthy();

    fireEvent.change(within(profile).getByLabelText('Display name'), {
      target: { value: 'Ann Li' },
    });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Ann Li' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({
      name: 'Ann Li',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Try Free' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(calls('DELETE /api/account')).toEqual([{ password: 'correct horse battery' }]);
  });
});
