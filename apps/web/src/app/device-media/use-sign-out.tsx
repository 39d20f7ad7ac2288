import { useCallback, useState, type ReactNode } from 'react';
import { useSession } from '../../features/auth/session/session-provider';
import type { SessionUser } from '../../features/auth/session/session-user';
import type { MediaOwner } from '../../features/editor/library/media-owner';
import { mediaOwner } from './media-owner';
import { SignOutDialog } from './sign-out-dialog';

const loadDeviceMedia = () => import('./device-media');

/**
 * Clears what this browser keeps for the account, then signs out: always the export leftovers,
 * and with `forget` the account's media library and settings too. A failure here never keeps
 * anyone signed in.
 */
async function clearThenSignOut(
  owner: MediaOwner | null,
  forget: boolean,
  signOut: () => Promise<void>,
): Promise<void> {
  try {
    const media = await loadDeviceMedia();
    await Promise.all([
      media.removeSignOutLeftovers(),
      owner !== null && forget ? media.forgetDeviceData(owner) : undefined,
    ]);
  } catch (error) {
    console.warn('[device media] could not clear this device’s media', error);
  }
  await signOut();
}

/** After the account was deleted: its media goes from this browser too, without asking. */
export function forgetThenSignOut(
  user: Pick<SessionUser, 'id' | 'isDemo'>,
  signOut: () => Promise<void>,
): Promise<void> {
  return clearThenSignOut(mediaOwner(user), true, signOut);
}

/**
 * Signing out, as the header's 'Sign Out' does it. A demo's media is deleted without asking
 * (no one can sign in to a demo again). A real account whose library holds files in this
 * browser is asked whether to keep them for next time or delete them; with none, it just signs
 * out. Render `dialog`; call `request` to sign out.
 */
export function useSignOut(onSignedOut: () => void): {
  request: () => Promise<void>;
  dialog: ReactNode;
} {
  const { user, signOut } = useSession();
  const [asking, setAsking] = useState<MediaOwner | null>(null);
  const [busy, setBusy] = useState<'keep' | 'delete' | null>(null);

  const finish = useCallback(
    async (owner: MediaOwner | null, forget: boolean) => {
      await clearThenSignOut(owner, forget, signOut);
      setAsking(null);
      setBusy(null);
      onSignedOut();
    },
    [signOut, onSignedOut],
  );

  const request = useCallback(async () => {
    if (user === null) return finish(null, false);
    const owner = mediaOwner(user);
    if (owner.demo) return finish(owner, true);
    let count = 1;
    try {
      count = await (await loadDeviceMedia()).deviceMediaCount(owner);
    } catch {
      // Not knowing, ask.
    }
    if (count === 0) return finish(owner, false);
    setAsking(owner);
  }, [user, finish]);

  const choose = (choice: 'keep' | 'delete') => {
    if (asking === null || busy !== null) return;
    setBusy(choice);
    void finish(asking, choice === 'delete');
  };

  const dialog =
    asking === null ? null : (
      <SignOutDialog
        open
        busy={busy}
        onKeep={() => choose('keep')}
        onDelete={() => choose('delete')}
        onCancel={() => setAsking(null)}
      />
    );
  return { request, dialog };
}
