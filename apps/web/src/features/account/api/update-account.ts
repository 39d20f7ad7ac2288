import { accountSchema, updateAccountBodySchema, type User } from '@reelwright/contracts';
import { sendJson } from './send-json';

/** PATCH /api/account: a new display name; answers the updated user. */
export async function updateAccount(body: { name: string }): Promise<User> {
  const data = await sendJson('PATCH', '/api/account', updateAccountBodySchema.parse(body));
  return accountSchema.parse(data).user;
}
