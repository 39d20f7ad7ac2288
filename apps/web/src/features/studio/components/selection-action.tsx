import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActionPlace } from '../hooks/use-selection-action';

type SelectionActionProps = {
  place: ActionPlace;
  onImprove: () => void;
  /** Focus left the action for somewhere other than the script. */
  onLeave: () => void;
};

/**
 * The small 'Improve with AI' button beside a finished selection. A click keeps the focus (and
 * so the selection) in the script; Tab from the script reaches it.
 */
export function SelectionAction({ place, onImprove, onLeave }: SelectionActionProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-selection-action=""
      aria-keyshortcuts="Control+I"
      title={t('studio.script.improveShortcut')}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onImprove}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof HTMLTextAreaElement)) onLeave();
      }}
      style={{
        top: place.top,
        left: place.left ?? undefined,
        right: place.right ?? undefined,
      }}
      className="absolute z-10 inline-flex items-center gap-1.5 rounded-full border border-brand-300/60 bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-card hover:bg-brand-700"
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t('studio.script.improveSelection')}
      <kbd
        aria-hidden="true"
        className="hidden font-sans text-[0.6875rem] font-normal text-white sm:inline"
      >
        Ctrl+I
      </kbd>
    </button>
  );
}
