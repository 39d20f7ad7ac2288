import { z } from 'zod';

/** Monthly counters, with the same field names for what was used and what the plan allows. */
export const usageSchema = z.object({
  scriptsGenerated: z.number().int().nonnegative(),
  /** Characters of text turned into speech. */
  audioGenerated: z.number().int().nonnegative(),
  thumbnailsGenerated: z.number().int().nonnegative(),
  videosCreated: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof usageSchema>;

/** Same fields as usage; -1 means unlimited. */
export const limitsSchema = z.object({
  scriptsGenerated: z.number().int().min(-1),
  audioGenerated: z.number().int().min(-1),
  thumbnailsGenerated: z.number().int().min(-1),
  videosCreated: z.number().int().min(-1),
});
export type Limits = z.infer<typeof limitsSchema>;

export const UNLIMITED = -1;

export const FREE_PLAN_LIMITS: Limits = {
  scriptsGenerated: 3,
  audioGenerated: 10_000,
  thumbnailsGenerated: 5,
  videosCreated: 5,
};

/** The spec's coarse plan: free, creator (boost, or its old name creator), any other paid plan agency. */
export const planKindSchema = z.enum(['free', 'creator', 'agency']);
export type PlanKind = z.infer<typeof planKindSchema>;

export function planKindOf(subscription: string): PlanKind {
  if (subscription === 'free') return 'free';
  if (subscription === 'boost' || subscription === 'creator') return 'creator';
  return 'agency';
}
