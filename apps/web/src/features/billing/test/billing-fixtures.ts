import { PLAN_ORDER, PLANS, type Plan, type PlansResponse } from '@reelwright/contracts';
import { vi } from 'vitest';

/** The catalogue as the test-mode server sends it. */
export function plansResponse(provider: 'stripe' | 'test' = 'test'): PlansResponse {
  const plans: Plan[] = PLAN_ORDER.map((id) => {
    const plan = PLANS[id];
    const price = (interval: 'monthly' | 'yearly', cents: number | null) =>
      cents === null
        ? null
        : { priceId: `test_${id}_${interval}`, amountCents: cents, currency: 'usd' as const };
    return {
      id,
      name: plan.name,
      mostPopular: plan.mostPopular,
      prices: {
        monthly: price('monthly', plan.monthlyCents),
        yearly: price('yearly', plan.yearlyCents),
      },
      limits: plan.limits,
      features: plan.features,
    };
  });
  return { plans, billing: { provider } };
}

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch stand-in answering by 'METHOD /path'; anything unexpected fails the test loudly. */
export function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (route === undefined) throw new Error(`unexpected call: ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
      .map(([, init]) =>
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      );
  return { fetchMock, calls };
}
