import {
  deleteAccountBodySchema,
  messageSchema,
  type DeleteAccountBody,
} from '@reelwright/contracts';
import { sendJson } from './send-json';

/** DELETE /api/account with the password as confirmation (a demo account sends none). */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  const data = await sendJson('DELETE', '/api/account', deleteAccountBodySchema.parse(body));
  return messageSchema.parse(data).message;
}
