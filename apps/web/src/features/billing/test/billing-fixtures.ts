import {
  planList,
  testModePriceId,
  type BillingProviderName,
  type PlansResponse,
} from '@reelwright/contracts';

/** The catalogue as the test-mode server sends it. */
export function plansResponse(provider: BillingProviderName = 'test'): PlansResponse {
  return { plans: planList(testModePriceId), billing: { provider } };
}

export { stubApi } from '../../../test/stub-api';
