import { useCallback, useState } from 'react';
import { formatPreferenceKey, parseFormatPreference } from '../engine/format-preference';
import type { ExportFormat } from '../engine/export-settings';

function readStored(key: string | null): string | null {
  if (key === null) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The account's last chosen export format (null when it has chosen none here) and a way to
 * remember a new choice. Without an account nothing is kept.
 */
export function useFormatPreference(userId: string | undefined) {
  const key = userId === undefined ? null : formatPreferenceKey(userId);
  const [remembered, setRemembered] = useState<ExportFormat | null>(() =>
    parseFormatPreference(readStored(key)),
  );
  const remember = useCallback(
    (format: ExportFormat) => {
      setRemembered(format);
      if (key === null) return;
      try {
        localStorage.setItem(key, format);
      } catch {
        // Private mode or a full disk: the choice still holds while the page is open.
      }
    },
    [key],
  );
  return [remembered, remember] as const;
}
