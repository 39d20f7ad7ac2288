import type { BillingInterval, BillingProviderName, Plan } from '@reelwright/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkoutRequestOf } from '../../../lib/sign-up-link';
import type { BillingUser } from '../billing-user';
import { actionFor } from '../plan-action';

/**
 * A plan chosen before signing up arrives as `?checkout=<plan>&interval=<interval>`: once the
 * plans are loaded, its checkout opens at once when the user can buy it, and the query is
 * dropped otherwise (they already have it, or billing is off), leaving the plans to choose from.
 */
export function useCheckoutRequest(options: {
  plans: readonly Plan[] | null;
  provider: BillingProviderName | null;
  user: BillingUser | null;
  onInterval: (interval: BillingInterval) => void;
  onCheckout: (plan: Plan, interval: BillingInterval) => void;
}) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const request = checkoutRequestOf(search);
  // Once per page, also under StrictMode's double effects.
  const handled = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { plans, provider, user } = options;
  useEffect(() => {
    if (request === null || handled.current || plans === null || provider === null) return;
    if (user === null) return;
    handled.current = true;
    latest.current.onInterval(request.interval);
    const plan = plans.find((entry) => entry.id === request.plan);
    if (
      plan !== undefined &&
      actionFor(plan, user, request.interval, provider).kind === 'checkout'
    ) {
      latest.current.onCheckout(plan, request.interval);
    } else {
      void navigate(pathname, { replace: true });
    }
  }, [request, plans, provider, user, navigate, pathname]);
}
