import type { Plan, PlansResponse } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

// Type only, no zod parse: see get-stats.ts. The landing lists plans; it never buys one.
function isPlansResponse(value: unknown): value is PlansResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { plans?: unknown }).plans)
  );
}

export type LandingPlans = {
  plans: Plan[];
  /** Billing is off on the server (provider `none`): the paid plans cannot be bought. */
  forSale: boolean;
};

/** GET /api/payments/plans (public): the plan catalogue the landing's pricing section shows. */
export async function getPlans(signal?: AbortSignal): Promise<LandingPlans> {
  const data = await api.get<unknown>('/api/payments/plans', { signal, anonymous: true });
  if (!isPlansResponse(data))
    throw new Error('GET /api/payments/plans answered an unexpected shape');
  return { plans: data.plans, forSale: data.billing?.provider !== 'none' };
}
