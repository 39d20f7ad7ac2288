/** A `YYYY-MM` month in the reader's language: 'May 2025' (long) or 'May 25' (short, for axes). */
export function formatMonth(month: string, language: string, style: 'long' | 'short'): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, {
    month: style === 'long' ? 'long' : 'short',
    year: style === 'long' ? 'numeric' : '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
