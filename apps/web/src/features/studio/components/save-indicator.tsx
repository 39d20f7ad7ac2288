import { CheckCircle2, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../save-status';

type SaveIndicatorProps = {
  status: SaveStatus;
  onReload: () => void;
  onRetry: () => void;
};

/** How the project's saving goes: a quiet line, with a way out when it cannot go on by itself. */
export function SaveIndicator({ status, onReload, onRetry }: SaveIndicatorProps) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(status.subscribe, status.get);
  const line = (() => {
    switch (state.kind) {
      case 'idle':
        return null;
      case 'saving':
        return { icon: LoaderCircle, spin: true, text: t('studio.save.saving'), tone: 'muted' };
      case 'saved':
        return { icon: CheckCircle2, spin: false, text: t('studio.save.saved'), tone: 'muted' };
      case 'offline':
        return { icon: CloudOff, spin: false, text: t('studio.save.offline'), tone: 'notice' };
      case 'conflict':
        return {
          icon: TriangleAlert,
          spin: false,
          text: t('studio.save.conflict'),
          tone: 'notice',
        };
      case 'error':
        return {
          icon: TriangleAlert,
          spin: false,
          text: t('studio.save.error', { message: state.message }),
          tone: 'notice',
        };
    }
  })();

  return (
    <div className="min-h-5">
      <p role="status" className="text-xs">
        {line !== null && (
          <span
            className={`inline-flex items-start gap-1.5 ${line.tone === 'notice' ? 'text-studio-notice-ink' : 'text-studio-ink-muted'}`}
          >
            <line.icon
              aria-hidden="true"
              className={`mt-px size-3.5 shrink-0 ${line.spin ? 'animate-spin' : ''}`}
            />
            {line.text}
          </span>
        )}
      </p>
      {(state.kind === 'conflict' || state.kind === 'error') && (
        <button
          type="button"
          onClick={state.kind === 'conflict' ? onReload : onRetry}
          className="mt-1.5 rounded-control border border-studio-line bg-studio-raised px-2.5 py-1 text-xs font-semibold text-studio-ink hover:border-studio-ink-muted/60"
        >
          {state.kind === 'conflict' ? t('studio.save.reload') : t('studio.save.retry')}
        </button>
      )}
    </div>
  );
}
