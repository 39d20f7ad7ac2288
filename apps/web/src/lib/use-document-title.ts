import { useEffect } from 'react';

const PRODUCT_NAME = 'Reelwright';

/** Sets the tab title to "Reelwright — {title}". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${PRODUCT_NAME} — ${title}`;
  }, [title]);
}
