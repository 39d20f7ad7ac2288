import type { User } from '@reelwright/contracts';

/**
 * The signed-in user as the app reads it. Only name and email are required: this check runs on
 * every page (the contract's zod schema would add zod to the landing bundle), so it stays
 * lenient and the screens treat the other fields as optional.
 */
export type SessionUser = Pick<User, 'name' | 'email'> & Partial<Omit<User, 'name' | 'email'>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  if (typeof value.name !== 'string' || typeof value.email !== 'string') return null;
  return value as SessionUser;
}
