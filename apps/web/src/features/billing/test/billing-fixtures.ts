import { planList, testModePriceId, type PlansResponse } from '@reelwright/contracts';

/** The catalogue as the test-mode server sends it. */
export function plansResponse(provider: 'stripe' | 'test' = 'test'): PlansResponse {
  return { plans: planList(testModePriceId), billing: { provider } };
}

export { stubApi } from '../../../test/stub-api';
