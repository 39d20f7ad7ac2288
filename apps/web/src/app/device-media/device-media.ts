import type { SessionUser } from '../../features/auth/session/session-user';
import {
  countMediaFiles,
  deleteMediaDb,
  listMediaOwners,
  type MediaOwner,
} from '../../features/editor/library/media-db';
import { removeExportFiles } from '../../features/export/engine/export-files';
import { formatPreferenceKey } from '../../features/export/engine/format-preference';
import { pickedTitlesKey } from '../../features/publish/picked-title';
import { settingsKey } from '../../features/teleprompter/core/settings-key';
import { getStoredToken, readStoredUser } from '../../lib/session-storage';
import { mediaOwner } from './media-owner';

// What this browser keeps for one account, and how it goes: each account's media library is
// its own IndexedDB database (features/editor/library/media-db.ts); the teleprompter's settings,
// the last export format and the titles picked for publishing sit in localStorage under the
// user's id; a long export streams to a file in OPFS.
// Loaded on demand (sign-out, account deletion, a demo's end), so no page pays for it up front.

/** How long a sign-out waits for a deletion another tab's open database holds up. */
export const FORGET_TIMEOUT_MS = 5_000;

export type DeviceMediaDeps = {
  factory?: IDBFactory | undefined;
  storage?: Pick<Storage, 'removeItem'> | undefined;
  removeExports?: () => Promise<void>;
  timeoutMs?: number;
};

function localStorageOrNothing(): Pick<Storage, 'removeItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Resolves when `work` does, or after `ms` (the work goes on in the background). */
function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.warn('[device media] could not delete', error);
        resolve();
      },
    );
  });
}

/** How many files the account's library holds in this browser; unknown counts as some (1). */
export async function deviceMediaCount(
  owner: MediaOwner,
  { factory }: DeviceMediaDeps = {},
): Promise<number> {
  try {
    return await (factory === undefined ? countMediaFiles(owner) : countMediaFiles(owner, factory));
  } catch {
    return 1;
  }
}

/** Removes what a finished export left in OPFS: done on every sign-out, whatever is kept. */
export async function removeSignOutLeftovers({
  removeExports = removeExportFiles,
}: DeviceMediaDeps = {}): Promise<void> {
  await removeExports();
}

/**
 * Deletes everything this browser keeps for the account: its media library (uploads, takes,
 * voice-overs, pictures), its teleprompter settings, its last export format and the titles it
 * picked for publishing. Resolves after
 * at most `timeoutMs` even when another tab holds the database open (its deletion then finishes
 * later).
 */
export async function forgetDeviceData(
  owner: MediaOwner,
  {
    factory,
    storage = localStorageOrNothing(),
    timeoutMs = FORGET_TIMEOUT_MS,
  }: DeviceMediaDeps = {},
): Promise<void> {
  try {
    storage?.removeItem(settingsKey(owner.userId));
    storage?.removeItem(formatPreferenceKey(owner.userId));
    storage?.removeItem(pickedTitlesKey(owner.userId));
  } catch {
    // Nothing stored that we could remove.
  }
  const deletion = factory === undefined ? deleteMediaDb(owner) : deleteMediaDb(owner, factory);
  await atMost(deletion, timeoutMs);
}

/** The account whose session this browser holds now (all tabs share it), if any. */
function storedOwner(): MediaOwner | null {
  if (getStoredToken() === null) return null;
  const user = readStoredUser() as SessionUser | null;
  return user !== null && typeof user === 'object' && typeof user.id === 'string'
    ? mediaOwner(user)
    : null;
}

/**
 * Deletes the media of every demo whose session is over: `ended` (the demo this tab just saw
 * end) and any demo library on this device other than the signed-in account's. A demo account
 * has no password, so once its session is gone no one can open its library again; the server
 * deletes the account itself after 24 h. With no one signed in, export files go too.
 */
export async function deleteEndedDemos(
  ended: MediaOwner | null,
  deps: DeviceMediaDeps = {},
  current: MediaOwner | null = storedOwner(),
): Promise<void> {
  const owners =
    (await (deps.factory === undefined ? listMediaOwners() : listMediaOwners(deps.factory))) ?? [];
  const demos = new Map<string, MediaOwner>();
  for (const owner of [...owners, ...(ended === null ? [] : [ended])]) {
    if (owner.demo) demos.set(owner.userId, owner);
  }
  if (current !== null) demos.delete(current.userId);
  const removals = [...demos.values()].map((owner) => forgetDeviceData(owner, deps));
  if (current === null && ended !== null) removals.push(removeSignOutLeftovers(deps));
  await Promise.all(removals);
}
