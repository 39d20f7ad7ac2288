import { FREE_PLAN_LIMITS, planKindOf, type User } from '@reelwright/contracts';
import type { UserRow } from './repository';

/** What a client may see of a user. Usage metering arrives with plans; until then, free defaults. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscription: row.subscription,
    subscriptionStatus: row.subscriptionStatus,
    plan: planKindOf(row.subscription),
    videosCreated: row.videosCreated,
    usage: {
      scriptsGenerated: 0,
      audioGenerated: 0,
      thumbnailsGenerated: 0,
      videosCreated: row.videosCreated,
    },
    limits: FREE_PLAN_LIMITS,
    isDemo: row.isDemo,
    demoExpiresAt: row.demoExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
