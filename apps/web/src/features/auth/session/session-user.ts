/** What the web app reads of `data.user`; the full shape arrives with the auth endpoints. */
export type SessionUser = {
  id?: string;
  name: string;
  email: string;
  subscription?: string;
  subscriptionStatus?: string;
};

export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  if (typeof user.name !== 'string' || typeof user.email !== 'string') return null;
  return value as SessionUser;
}
