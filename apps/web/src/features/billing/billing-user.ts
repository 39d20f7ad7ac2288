import type { BillingInterval, User } from '@reelwright/contracts';

/** What the billing pages read of the signed-in user; the route hands it over. */
export type BillingUser = Pick<User, 'name' | 'email'> &
  Partial<
    Pick<
      User,
      | 'subscription'
      | 'subscriptionStatus'
      | 'subscriptionInterval'
      | 'subscriptionRenewsAt'
      | 'scheduledChange'
      | 'usage'
      | 'limits'
    >
  >;

/** Paid = any subscription but free (spec §4). */
export const isPaid = (user: BillingUser) => (user.subscription ?? 'free') !== 'free';

/** Back on free after cancelling, still spending what this month allows. */
export const usesRemainingCredits = (user: BillingUser) =>
  !isPaid(user) && user.subscriptionStatus === 'canceled';

/** How a paid plan is billed; an account from before intervals were recorded pays monthly. */
export const intervalOf = (user: BillingUser): BillingInterval =>
  user.subscriptionInterval ?? 'monthly';
