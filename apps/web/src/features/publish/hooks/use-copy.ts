import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';

/** How long a Copy button reads 'Copied'. */
export const COPIED_MS = 2000;

/**
 * Copies a part of the pack to the clipboard; the part just copied is named until `COPIED_MS`
 * later (its button reads 'Copied'). A browser that refuses says so in a toast.
 */
export function useCopy() {
  const { t } = useTranslation('publish');
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (part: string, text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        notify({ type: 'error', title: t('copy.failed') });
        return;
      }
      clearTimeout(timer.current);
      setCopied(part);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    },
    [t],
  );
  return { copied, copy };
}
