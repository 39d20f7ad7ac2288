import type { CallBackAnswer, CallBackBody } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/support/call-back (Pro): support calls the user back at the time they chose. */
export function requestCallBack(body: CallBackBody): Promise<CallBackAnswer> {
  return api.post<CallBackAnswer>('/api/support/call-back', body);
}
