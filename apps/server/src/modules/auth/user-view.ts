import { limitsFor, planKindOf, type Usage, type User } from '@reelwright/contracts';
import type { UserRow } from './repository';

/** What a client may see of a user, with this month's usage and the plan's limits. */
export function toPublicUser(row: UserRow, usage: Usage): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscription: row.subscription,
    subscriptionStatus: row.subscriptionStatus,
    plan: planKindOf(row.subscription),
    videosCreated: row.videosCreated,
    usage,
    limits: limitsFor(row.subscription),
    isDemo: row.isDemo,
    demoExpiresAt: row.demoExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
