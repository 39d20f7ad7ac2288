import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../features/auth/session/session-provider';
import {
  countMediaFiles,
  lazyMediaDb,
  mediaDbName,
  type MediaOwner,
} from '../../features/editor/library/media-db';
import type { LibraryFile } from '../../features/editor/library/library-file';
import { pickedTitlesKey } from '../../features/publish/picked-title';
import { settingsKey } from '../../features/teleprompter/core/settings-key';
import { clearStoredSession } from '../../lib/session-storage';
import { renderApp } from '../../test/render-app';
import { stubApi } from '../../test/stub-api';
import { makeValidToken } from '../../test/tokens';
import { fail, makeUser, ok } from '../../test/users';
import { DeviceMediaCleanup } from './device-media-cleanup';
import { deleteEndedDemos, forgetDeviceData } from './device-media';

// Each account's media library is its own IndexedDB database (fake-indexeddb here, a fresh one
// per test). Signing out asks whether to keep it; a demo's goes without asking.

const ANN = makeUser();
const ANN_MEDIA: MediaOwner = { userId: ANN.id, demo: false };
const BOB_MEDIA: MediaOwner = { userId: '0b0b0b0b-bbbb-4a7e-9a43-1f2b3c4d5e6f', demo: false };
const DEMO = makeUser({
  id: 'd3d3d3d3-dddd-4a7e-9a43-1f2b3c4d5e6f',
  name: 'Demo User',
  isDemo: true,
  demoExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const DEMO_MEDIA: MediaOwner = { userId: DEMO.id, demo: true };

let factory: IDBFactory;
beforeEach(() => {
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A record as the library keeps it (the blob's bytes do not matter here). */
const record = (id: string): LibraryFile =>
  ({
    id,
    name: `${id}.webm`,
    type: 'videos',
    mediaType: 'videos',
    mimeType: 'video/webm',
    size: 5,
    blob: 'bytes',
    duration: 3,
    width: 320,
    height: 180,
    createdAt: '2026-01-01T00:00:00.000Z',
    source: 'upload',
  }) as unknown as LibraryFile;

async function putFiles(owner: MediaOwner, ...ids: string[]) {
  const db = lazyMediaDb(owner, factory);
  for (const id of ids) await db.putFile(record(id));
  db.close();
}
const databases = async () => (await factory.databases()).map((database) => database.name).sort();
const count = (owner: MediaOwner) => countMediaFiles(owner, factory);

function signedInAs(user: ReturnType<typeof makeUser>) {
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('authToken', makeValidToken());
  return stubApi({
    'GET /api/auth/me': () => ok({ user }),
    'POST /api/auth/logout': () => ok({ message: 'signed out' }),
  });
}

async function openSignOut(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
}
const signedOut = () => screen.findByRole('link', { name: 'Try Free' }, { timeout: 3000 });

describe('signing out of an account with media in this browser', () => {
  it('asks, and “keep” leaves the library for next time', async () => {
    const { calls } = signedInAs(ANN);
    await putFiles(ANN_MEDIA, 'a-1', 'a-2');
    renderApp('/');
    await openSignOut('Ann Lee');

    const dialog = await screen.findByRole('dialog', { name: 'Keep your media on this device?' });
    expect(within(dialog).getByText(/uploaded clips, teleprompter takes/)).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      'Cancel',
      'Delete my media and sign out',
      'Keep my media and sign out',
    ]);

    // Cancel changes nothing: still signed in.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('authToken')).not.toBeNull();

    await openSignOut('Ann Lee');
    const again = await screen.findByRole('dialog', { name: 'Keep your media on this device?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Keep my media and sign out' }));
    await signedOut();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(calls('POST /api/auth/logout')).toHaveLength(1);
    expect(await count(ANN_MEDIA)).toBe(2);
  });

  it('“delete” removes that account’s library and settings, and no one else’s', async () => {
    signedInAs(ANN);
    await putFiles(ANN_MEDIA, 'a-1');
    await putFiles(BOB_MEDIA, 'b-1');
    localStorage.setItem(settingsKey(ANN.id), '{"speed":80}');
    localStorage.setItem(settingsKey(BOB_MEDIA.userId), '{"speed":60}');
    localStorage.setItem(pickedTitlesKey(ANN.id), '{"p-1":"Ann\'s title"}');
    localStorage.setItem(pickedTitlesKey(BOB_MEDIA.userId), '{"p-2":"Bob\'s title"}');
    renderApp('/');
    await openSignOut('Ann Lee');
    const dialog = await screen.findByRole('dialog', { name: 'Keep your media on this device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my media and sign out' }));
    await signedOut();

    expect(await databases()).toEqual([mediaDbName(BOB_MEDIA)]);
    expect(await count(BOB_MEDIA)).toBe(1);
    expect(localStorage.getItem(settingsKey(ANN.id))).toBeNull();
    expect(localStorage.getItem(settingsKey(BOB_MEDIA.userId))).toBe('{"speed":60}');
    expect(localStorage.getItem(pickedTitlesKey(ANN.id))).toBeNull();
    expect(localStorage.getItem(pickedTitlesKey(BOB_MEDIA.userId))).toBe('{"p-2":"Bob\'s title"}');
  });

  it('does not ask when this browser holds none of the account’s media', async () => {
    signedInAs(ANN);
    await putFiles(BOB_MEDIA, 'b-1');
    renderApp('/');
    await openSignOut('Ann Lee');
    await signedOut();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await databases()).toEqual([mediaDbName(BOB_MEDIA)]);
  });

  it('deletes a demo’s media without asking', async () => {
    signedInAs(DEMO);
    await putFiles(DEMO_MEDIA, 'd-1');
    await putFiles(ANN_MEDIA, 'a-1');
    renderApp('/');
    await openSignOut('Demo User');
    await signedOut();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await databases()).toEqual([mediaDbName(ANN_MEDIA)]);
  });

  it('deletes the media of an account deleted in Settings', async () => {
    localStorage.setItem('authToken', makeValidToken());
    stubApi({
      'GET /api/auth/me': () => ok({ user: ANN }),
      'GET /api/settings/gemini-key': () => ok({ saved: false, last4: null, serverKey: false }),
      'DELETE /api/account': () => ok({ message: 'deleted' }),
      'POST /api/auth/logout': () => ok({ message: 'signed out' }),
    });
    await putFiles(ANN_MEDIA, 'a-1');
    const { router } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await databases()).toEqual([]);
  });
});

describe('a demo’s end', () => {
  const renderCleanup = () =>
    render(
      <SessionProvider>
        <DeviceMediaCleanup />
      </SessionProvider>,
    );

  it('deletes its media when the session is refused (401), however it ends', async () => {
    localStorage.setItem('userData', JSON.stringify(DEMO));
    localStorage.setItem('authToken', makeValidToken());
    stubApi({ 'GET /api/auth/me': () => ok({ user: DEMO }) });
    await putFiles(DEMO_MEDIA, 'd-1');
    await putFiles(ANN_MEDIA, 'a-1');
    renderCleanup();
    // Signed in: the demo's own library stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await databases()).toContain(mediaDbName(DEMO_MEDIA));

    // The API client drops the session after a 401 (a refused refresh does the same).
    act(() => clearStoredSession());
    await waitFor(async () => expect(await databases()).toEqual([mediaDbName(ANN_MEDIA)]));
  });

  it('deletes a demo library left from a session that ended while the browser was closed', async () => {
    localStorage.setItem('userData', JSON.stringify(DEMO));
    localStorage.setItem('authToken', makeValidToken());
    stubApi({ 'GET /api/auth/me': () => fail(401, 'UNAUTHORIZED', 'expired') });
    await putFiles(DEMO_MEDIA, 'd-1');
    renderCleanup();
    await waitFor(async () => expect(await databases()).toEqual([]));
  });

  it('keeps the signed-in demo’s library, deletes other demos’, never real accounts’', async () => {
    const other: MediaOwner = { userId: 'e4e4e4e4-eeee-4a7e-9a43-1f2b3c4d5e6f', demo: true };
    await putFiles(DEMO_MEDIA, 'd-1');
    await putFiles(other, 'e-1');
    await putFiles(ANN_MEDIA, 'a-1');
    await deleteEndedDemos(null, { factory }, DEMO_MEDIA);
    expect(await databases()).toEqual([mediaDbName(ANN_MEDIA), mediaDbName(DEMO_MEDIA)].sort());
    await deleteEndedDemos(null, { factory }, null);
    expect(await databases()).toEqual([mediaDbName(ANN_MEDIA)]);
  });

  it('gives up waiting on a deletion another tab holds up, which finishes later', async () => {
    await putFiles(DEMO_MEDIA, 'd-1');
    // A connection that ignores 'versionchange' (not one of ours) blocks the deletion.
    const blocker = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open(mediaDbName(DEMO_MEDIA));
      request.onsuccess = () => resolve(request.result);
    });
    await forgetDeviceData(DEMO_MEDIA, { factory, timeoutMs: 50 });
    expect(await databases()).toContain(mediaDbName(DEMO_MEDIA));
    blocker.close();
    await waitFor(async () => expect(await databases()).toEqual([]));
  });
});
