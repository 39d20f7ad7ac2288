import { Blend } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryExtraTab } from '../library/library-panel';
import { TransitionTiles } from './transition-tiles';

/** The library's Transitions tab (after Videos, Audio and Images). */
export function useTransitionsTab(): LibraryExtraTab {
  const { t } = useTranslation('editor');
  return useMemo(
    () => ({
      id: 'transitions',
      label: t('transitions.tab'),
      Icon: Blend,
      panel: <TransitionTiles />,
    }),
    [t],
  );
}
