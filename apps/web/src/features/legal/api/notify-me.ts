import { notifyBodySchema, type NotifyBody, type PublicFormAnswer } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/notify: email me when this page is ready (an email already signed up is fine). */
export function notifyMe(body: NotifyBody): Promise<PublicFormAnswer> {
  return api.post<PublicFormAnswer>('/api/notify', notifyBodySchema.parse(body), {
    anonymous: true,
  });
}
