import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { makeValidToken } from '../../../test/tokens';
import { fail, makeUser, ok } from '../../../test/users';
import SettingsPage, { type SettingsUser } from './settings-page';

const KEY_PATH = '/api/settings/gemini-key';
const KEY = 'AIzaSyD-example_KEY_0123456789abcdWXYZ';
const notSaved = { saved: false, last4: null, serverKey: false };

type Routes = Parameters<typeof stubApi>[0];

function renderSettings(user: SettingsUser = { name: 'Ann Lee' }, routes: Routes = {}) {
  const api = stubApi({
    [`GET ${KEY_PATH}`]: () => ok(notSaved),
    'GET /api/tokens': () => ok({ tokens: [] }),
    ...routes,
  });
  const onUserChange = vi.fn();
  const onAccountDeleted = vi.fn();
  render(
    <MemoryRouter>
      <SettingsPage user={user} onUserChange={onUserChange} onAccountDeleted={onAccountDeleted} />
    </MemoryRouter>,
  );
  return { ...api, onUserChange, onAccountDeleted };
}

const section = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const alertIn = (scope: HTMLElement) => within(scope).getAllByRole('alert')[0]!;
const statusIn = (scope: HTMLElement) => within(scope).getAllByRole('status')[0]!;

beforeEach(() => {
  localStorage.setItem('authToken', makeValidToken());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

describe('settings page', () => {
  it('has a section per setting, each labelled', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    for (const name of [
      'Display name',
      'Language',
      'Password',
      'Gemini API key',
      'API tokens',
      'Delete account',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    expect(document.title).toBe('Reelwright — Settings');
    await screen.findByLabelText('Your Gemini API key');
  });
});

describe('display name', () => {
  it('saves the name and hands the updated user back', async () => {
    const renamed = makeUser({ name: 'Ann Li' });
    const { calls, onUserChange } = renderSettings(undefined, {
      'PATCH /api/account': () => ok({ user: renamed }),
    });
    const profile = section('Display name');
    expect((within(profile).getByLabelText('Display name') as HTMLInputElement).value).toBe(
      'Ann Lee',
    );
    type(profile, 'Display name', '  Ann Li ');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(statusIn(profile).textContent).toBe('Your name has been saved.'));
    expect(calls('PATCH /api/account')).toEqual([{ name: 'Ann Li' }]);
    expect(onUserChange).toHaveBeenCalledWith(renamed);
  });

  it('refuses a blank name without asking the server', () => {
    const { fetchMock } = renderSettings();
    const profile = section('Display name');
    type(profile, 'Display name', '   ');
    fireEvent.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(alertIn(profile).textContent).toBe('Enter a name.');
    const input = within(profile).getByLabelText('Display name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('password', () => {
  const fill = (scope: HTMLElement, current: string, next: string, confirm = next) => {
    type(scope, 'Current password', current);
    type(scope, 'New password', next);
    type(scope, 'Confirm new password', confirm);
    fireEvent.click(within(scope).getByRole('button', { name: 'Change password' }));
  };

  it('checks the confirmation before sending', () => {
    const { fetchMock } = renderSettings();
    const password = section('Password');
    fill(password, 'old password', 'new password 1', 'new password 2');
    expect(alertIn(password).textContent).toBe('The new passwords do not match.');
    fill(password, 'old password', 'short');
    expect(alertIn(password).textContent).toBe('Use at least 8 characters.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('password'))).toBe(false);
  });

  it('says when the current password is wrong, and stays signed in', async () => {
    const token = localStorage.getItem('authToken');
    renderSettings(undefined, {
      'POST /api/account/password': () =>
        fail(400, 'INVALID_CREDENTIALS', 'The current password is incorrect.'),
    });
    const password = section('Password');
    fill(password, 'not it at all', 'a brand new password');
    await waitFor(() =>
      expect(alertIn(password).textContent).toBe('The current password is incorrect.'),
    );
    expect(within(password).getByLabelText('Current password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  it('changes it, goes on with the new sign-in and clears the fields', async () => {
    const { calls } = renderSettings(undefined, {
      'POST /api/account/password': () => ok({ message: 'changed', token: 'the.new.token' }),
    });
    const password = section('Password');
    fill(password, 'correct horse battery', 'a brand new password');
    await waitFor(() =>
      expect(statusIn(password).textContent).toBe(
        'Your password has been changed. Every other device has been signed out.',
      ),
    );
    expect(calls('POST /api/account/password')).toEqual([
      { currentPassword: 'correct horse battery', newPassword: 'a brand new password' },
    ]);
    expect((within(password).getByLabelText('New password') as HTMLInputElement).value).toBe('');
    // Every earlier access token has ended with the change: the new one is used from now on.
    expect(localStorage.getItem('authToken')).toBe('the.new.token');
  });

  it('tells a demo user there is no password', () => {
    renderSettings({ name: 'Demo Creator', isDemo: true });
    const password = section('Password');
    expect(within(password).getByText(/Demo accounts have no password/)).toBeTruthy();
    expect(within(password).queryByLabelText('Current password')).toBeNull();
  });
});

describe('Gemini API key', () => {
  it('saves a key, then shows only its last 4 characters with Delete', async () => {
    let status: unknown = notSaved;
    const { calls } = renderSettings(undefined, {
      [`GET ${KEY_PATH}`]: () => ok(status),
      [`PUT ${KEY_PATH}`]: () => {
        status = { saved: true, last4: 'WXYZ', serverKey: false };
        return ok(status);
      },
      [`DELETE ${KEY_PATH}`]: () => ok(notSaved),
    });
    const gemini = section('Gemini API key');
    expect(within(gemini).getByText(/stored encrypted on the server/)).toBeTruthy();
    await within(gemini).findByText(/has no Gemini key of its own/);

    type(gemini, 'Your Gemini API key', 'not a key');
    fireEvent.click(within(gemini).getByRole('button', { name: 'Save key' }));
    expect(alertIn(gemini).textContent).toBe('This does not look like a Gemini API key.');
    expect(calls(`PUT ${KEY_PATH}`)).toEqual([]);

    type(gemini, 'Your Gemini API key', KEY);
    fireEvent.click(within(gemini).getByRole('button', { name: 'Save key' }));
    expect(await within(gemini).findByText('Saved •••• WXYZ')).toBeTruthy();
    expect(statusIn(gemini).textContent).toBe('Your Gemini key has been saved.');
    expect(calls(`PUT ${KEY_PATH}`)).toEqual([{ apiKey: KEY }]);
    expect(within(gemini).queryByLabelText('Your Gemini API key')).toBeNull();
    expect(document.body.textContent).not.toContain(KEY);

    fireEvent.click(within(gemini).getByRole('button', { name: 'Delete key' }));
    expect(await within(gemini).findByLabelText('Your Gemini API key')).toBeTruthy();
    expect(statusIn(gemini).textContent).toBe('Your Gemini key has been deleted.');
    expect(calls(`DELETE ${KEY_PATH}`)).toHaveLength(1);
  });

  it('says when the server has its own key', async () => {
    renderSettings(undefined, {
      [`GET ${KEY_PATH}`]: () => ok({ saved: true, last4: 'abcd', serverKey: true }),
    });
    const gemini = section('Gemini API key');
    expect(await within(gemini).findByText(/already has a Gemini key of its own/)).toBeTruthy();
    expect(within(gemini).getByText('Saved •••• abcd')).toBeTruthy();
  });

  it('offers a retry when the status cannot be read', async () => {
    let attempts = 0;
    renderSettings(undefined, {
      [`GET ${KEY_PATH}`]: () => {
        attempts += 1;
        return attempts === 1 ? fail(503, 'INTERNAL', 'down') : ok(notSaved);
      },
    });
    const gemini = section('Gemini API key');
    expect((await within(gemini).findByRole('alert')).textContent).toBe(
      'Could not check for a saved key.',
    );
    fireEvent.click(within(gemini).getByRole('button', { name: 'Try again' }));
    expect(await within(gemini).findByLabelText('Your Gemini API key')).toBeTruthy();
  });
});

describe('account deletion', () => {
  const openDialog = () => {
    fireEvent.click(
      within(section('Delete account')).getByRole('button', { name: 'Delete account' }),
    );
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  };

  it('asks for the password in a dialog and deletes the account with it', async () => {
    let answer = fail(400, 'INVALID_CREDENTIALS', 'The password is incorrect.');
    const { calls, onAccountDeleted } = renderSettings(undefined, {
      'DELETE /api/account': () => answer,
    });
    const dialog = openDialog();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(alertIn(dialog).textContent).toBe('Enter your password to confirm.');

    type(dialog, 'Your password', 'wrong one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(alertIn(dialog).textContent).toBe('The password is incorrect.'));
    expect(onAccountDeleted).not.toHaveBeenCalled();

    answer = ok({ message: 'deleted' });
    type(dialog, 'Your password', 'correct horse battery');
    fireEvent.submit(within(dialog).getByLabelText('Your password'));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(calls('DELETE /api/account')).toEqual([
      { password: 'wrong one' },
      { password: 'correct horse battery' },
    ]);
  });

  it('closes without deleting on Cancel', () => {
    const { fetchMock } = renderSettings();
    const dialog = openDialog() as HTMLDialogElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes a demo account without a password', async () => {
    const { calls, onAccountDeleted } = renderSettings(
      { name: 'Demo Creator', isDemo: true },
      { 'DELETE /api/account': () => ok({ message: 'deleted' }) },
    );
    const dialog = openDialog();
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalled());
    expect(calls('DELETE /api/account')).toEqual([{}]);
  });
});

describe('language', () => {
  it('switches the app to Russian at once', async () => {
    renderSettings();
    const language = section('Language');
    fireEvent.change(within(language).getByLabelText('Language'), { target: { value: 'ru' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(statusIn(section('Язык')).textContent).toBe('Приложение теперь на русском.');
  });
});
