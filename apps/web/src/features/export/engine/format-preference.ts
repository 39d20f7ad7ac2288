import type { EncoderSupport } from './encoder-support';
import { FORMATS, type ExportFormat } from './export-settings';

// The creator's last export format, kept in this browser per account (one account never reads
// another's choice), and the format the dialog opens with.

/** Where an account's last chosen format is kept in localStorage. */
export const formatPreferenceKey = (userId: string): string => `export:format:${userId}`;

/** The stored text as a format; anything else (absent, an old value) is no preference. */
export function parseFormatPreference(stored: string | null): ExportFormat | null {
  return FORMATS.find((format) => format === stored) ?? null;
}

/** MP4 (H.264 + AAC) plays everywhere a creator uploads, so it is the first choice. */
export const PREFERRED_FORMAT: ExportFormat = 'mp4';

/**
 * The format the dialog selects: the remembered one, else MP4 — unless this browser cannot
 * encode it (then the other one, when that can be). Before the browser has answered, the wish
 * stands.
 */
export function initialFormat(
  remembered: ExportFormat | null,
  support: EncoderSupport | null,
): ExportFormat {
  const wish = remembered ?? PREFERRED_FORMAT;
  if (support === null || support[wish].available) return wish;
  return FORMATS.find((format) => support[format].available) ?? wish;
}
