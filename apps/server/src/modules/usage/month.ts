/** The calendar month (UTC) of a moment, as its first day: '2026-11-01'. */
export const monthOf = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

/** The first day of the following month, when allowances renew: '2026-12-01'. */
export function nextMonthOf(at: Date): string {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}
