import type { SessionUser } from '../../features/auth/session/session-user';
import type { MediaOwner } from '../../features/editor/library/media-owner';

/** Whose media library a signed-in user opens in this browser. */
export function mediaOwner(user: Pick<SessionUser, 'id' | 'isDemo'>): MediaOwner {
  // The server always sends the id; without one, nothing of anyone else's is ever opened.
  return { userId: user.id ?? 'unknown', demo: user.isDemo === true };
}
