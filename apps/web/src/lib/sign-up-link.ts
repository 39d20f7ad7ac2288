import type { BillingInterval, PlanId } from '@reelwright/contracts';

// Types only from the contracts: the landing page links here, and must not load zod.

/** A paid plan a visitor chose before having an account, carried through sign-up to checkout. */
export type ChosenPlan = { plan: Exclude<PlanId, 'free'>; interval: BillingInterval };

const PAID_PLANS: ReadonlySet<string> = new Set(['boost', 'pro']);
const INTERVALS: ReadonlySet<string> = new Set(['monthly', 'yearly']);

/**
 * The sign-up page (`/auth?mode=signup`), with the paid plan to buy once the account exists;
 * Free (or no plan) just signs up.
 */
export function signUpPath(chosen?: { plan: PlanId; interval?: BillingInterval }): string {
  const query = new URLSearchParams({ mode: 'signup' });
  if (chosen !== undefined && PAID_PLANS.has(chosen.plan)) {
    query.set('plan', chosen.plan);
    query.set('interval', chosen.interval ?? 'monthly');
  }
  return `/auth?${query.toString()}`;
}

const chosenPlanOf = (plan: string | null, interval: string | null): ChosenPlan | null =>
  plan !== null && PAID_PLANS.has(plan) && INTERVALS.has(interval ?? 'monthly')
    ? ({ plan, interval: interval ?? 'monthly' } as ChosenPlan)
    : null;

/** What the auth page was opened for: sign-up or not, and the paid plan chosen, if any. */
export function signUpIntentOf(search: string): { signUp: boolean; chosen: ChosenPlan | null } {
  const query = new URLSearchParams(search);
  return {
    signUp: query.get('mode') === 'signup',
    chosen: chosenPlanOf(query.get('plan'), query.get('interval')),
  };
}

/** Where a new account goes to buy `chosen`: the plans page, which opens its checkout at once. */
export const checkoutPathFor = ({ plan, interval }: ChosenPlan) =>
  `/upgrade?${new URLSearchParams({ checkout: plan, interval }).toString()}`;

/** The plan the plans page should open the checkout of, from its `?checkout=&interval=`. */
export function checkoutRequestOf(search: string): ChosenPlan | null {
  const query = new URLSearchParams(search);
  return chosenPlanOf(query.get('checkout'), query.get('interval'));
}
