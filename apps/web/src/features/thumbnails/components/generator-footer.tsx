import { Check, Download, LoaderCircle, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { FooterHint } from '../generation-progress';

export type SaveState = 'idle' | 'saving' | 'saved';

type GeneratorFooterProps = {
  hint: FooterHint;
  canAct: boolean;
  onDownload: () => void;
  /** shows 'Save to library' when given */
  onSave?: (() => void) | undefined;
  saveState: SaveState;
  onClose: () => void;
};

/** The footer's hint (spec §2) and the actions on the chosen thumbnail. */
export function GeneratorFooter({
  hint,
  canAct,
  onDownload,
  onSave,
  saveState,
  onClose,
}: GeneratorFooterProps) {
  const { t } = useTranslation('thumbnails');
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-studio-line px-5 py-3">
      <p aria-live="polite" className="min-w-0 flex-1 text-sm text-studio-ink-muted">
        {hint.key === 'selected'
          ? t('footer.selected', { number: hint.number })
          : t(`footer.${hint.key}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {onSave && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!canAct || saveState !== 'idle'}
            aria-busy={saveState === 'saving'}
            onClick={onSave}
          >
            {saveState === 'saving' && (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            )}
            {saveState === 'saved' && <Check aria-hidden="true" className="size-4" />}
            {saveState === 'idle' && <Save aria-hidden="true" className="size-4" />}
            {t(
              saveState === 'saving'
                ? 'footer.saving'
                : saveState === 'saved'
                  ? 'footer.saved'
                  : 'footer.save',
            )}
          </button>
        )}
        <button
          type="button"
          className={primaryButtonClass}
          disabled={!canAct}
          onClick={onDownload}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('footer.download')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
