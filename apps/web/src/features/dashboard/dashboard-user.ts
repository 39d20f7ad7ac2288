import type { User } from '@reelwright/contracts';

/** What the dashboard reads of the signed-in user; the route hands it over. */
export type DashboardUser = Pick<User, 'name'> &
  Partial<Pick<User, 'plan' | 'subscription' | 'videosCreated' | 'usage' | 'limits'>>;

// The contract's UNLIMITED (-1); a value import from the contracts would pull zod in with it.
const UNLIMITED = -1;

/**
 * Videos the user may still create this month on the free plan: max(0, limit − videos created
 * this month), the limit being the one the server sends (5 on free today). The server counts
 * usage per calendar month; without that counter the all-time count stands in. Null when no such
 * limit applies: a paid plan, an unlimited one, or a user object without plan data.
 */
export function freeVideosLeft(user: DashboardUser): number | null {
  if (user.plan !== 'free') return null;
  const limit = user.limits?.videosCreated;
  if (limit === undefined || limit === UNLIMITED) return null;
  const created = user.usage?.videosCreated ?? user.videosCreated ?? 0;
  return Math.max(0, limit - created);
}
