import type { ContactBody, PublicFormAnswer } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/contact: a message to the team (anonymous, limited per address). */
export function sendContactMessage(body: ContactBody): Promise<PublicFormAnswer> {
  return api.post<PublicFormAnswer>('/api/contact', body, { anonymous: true });
}
