import {
  billingIntervalSchema,
  limitsFor,
  planIdSchema,
  planKindOf,
  type Usage,
  type User,
} from '@reelwright/contracts';
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
    subscriptionInterval: billingIntervalSchema.safeParse(row.subscriptionInterval).data ?? null,
    subscriptionRenewsAt: row.subscriptionRenewsAt?.toISOString() ?? null,
    scheduledChange: scheduledChangeOf(row),
    videosCreated: row.videosCreated,
    usage,
    limits: limitsFor(row.subscription),
    isDemo: row.isDemo,
    demoExpiresAt: row.demoExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function scheduledChangeOf(row: UserRow): User['scheduledChange'] {
  const plan = planIdSchema.safeParse(row.scheduledPlan).data;
  const interval = billingIntervalSchema.safeParse(row.scheduledInterval).data;
  if (plan === undefined || interval === undefined || row.scheduledChangeAt === null) return null;
  return { plan, interval, at: row.scheduledChangeAt.toISOString() };
}
