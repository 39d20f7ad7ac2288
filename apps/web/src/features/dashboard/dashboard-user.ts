import type { User } from '@reelwright/contracts';

/** What the dashboard reads of the signed-in user; the route hands it over. */
export type DashboardUser = Pick<User, 'name'> &
  Partial<Pick<User, 'plan' | 'subscription' | 'videosCreated' | 'usage' | 'limits'>>;

// The contract's UNLIMITED (-1); a value import from the contracts would pull zod in with it.
const UNLIMITED = -1;

/**
 * Videos the user may still create this month on the free plan: max(0, limit − videosCreated),
 * the limit being the plan's (5 on free). Null when no such limit applies: a paid plan, an
 * unlimited one, or a user object without plan data.
 */
export function freeVideosLeft(user: DashboardUser): number | null {
  if (user.plan !== 'free') return null;
  const limit = user.limits?.videosCreated;
  if (limit === undefined || limit === UNLIMITED) return null;
  return Math.max(0, limit - (user.videosCreated ?? 0));
}
