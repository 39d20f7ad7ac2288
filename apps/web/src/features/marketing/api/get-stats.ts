import type { Stats } from '@reelwright/contracts';
import { api } from '../../../lib/api-client';

// Only the type comes from the contracts: parsing with the zod schema would pull zod into the
// landing page's chunk, the one page held to a size budget. The shape is checked by hand instead.
const FIGURES = ['creators', 'scripts', 'voiceMinutes', 'videos'] as const;

function isStats(value: unknown): value is Stats {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIGURES.every((key) => Number.isSafeInteger(record[key]) && Number(record[key]) >= 0);
}

/** GET /api/stats (public): what creators have made here, summed by the server once a minute. */
export async function getStats(signal?: AbortSignal): Promise<Stats> {
  const data = await api.get<unknown>('/api/stats', { signal, anonymous: true });
  if (!isStats(data)) throw new Error('GET /api/stats answered an unexpected shape');
  return data;
}
