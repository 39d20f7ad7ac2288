import type { Hook } from '@reelwright/contracts';
import { LoaderCircle, RefreshCw, Sparkles, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  iconButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

type HookPickerProps = {
  /** Hooks can be asked for now: the script has a topic and no AI is at work. */
  canSuggest: boolean;
  /** Asks for three hooks; null when that failed (the user has been told why). */
  suggest: () => Promise<Hook[] | null>;
  /** Puts the hook in place of the script's first section; true when it did. */
  onUse: (hook: Hook) => boolean;
  /** Stops a request still running when the dialog closes. */
  onStop: () => void;
};

type Offer = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; hooks: Hook[] };

/** 'Try another hook': three openings side by side, one of which replaces the script's hook. */
export function HookPicker({ canSuggest, suggest, onUse, onStop }: HookPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const [open, setOpen] = useState(false);
  const [offer, setOffer] = useState<Offer>({ kind: 'loading' });
  /** Counts requests, so an answer that arrives after the dialog closed or asked again is dropped. */
  const request = useRef(0);

  const load = async () => {
    const id = (request.current += 1);
    setOffer({ kind: 'loading' });
    const hooks = await suggest();
    if (id !== request.current) return;
    setOffer(hooks === null ? { kind: 'failed' } : { kind: 'ready', hooks });
  };

  const close = () => {
    if (offer.kind === 'loading') onStop();
    request.current += 1;
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          void load();
        }}
        disabled={!canSuggest}
        className={secondaryButtonClass}
      >
        <Sparkles aria-hidden="true" className="size-3.5 text-brand-300" />
        {t('studio.hooks.open')}
      </button>
      <ModalDialog
        open={open}
        onRequestClose={close}
        labelledBy={titleId}
        describedBy={introId}
        className="m-auto w-[calc(100%-2rem)] max-w-4xl rounded-card border border-studio-line bg-studio-panel p-6 text-studio-ink shadow-card backdrop:bg-black/60"
      >
        <div className="space-y-4">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
              <Sparkles aria-hidden="true" className="size-5 text-brand-300" />
              {t('studio.hooks.title')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('studio.hooks.close')}
              title={t('studio.hooks.close')}
              className={iconButtonClass}
            >
              <X aria-hidden="true" className="size-4.5" />
            </button>
          </div>
          <p id={introId} className="text-sm text-studio-ink-muted">
            {t('studio.hooks.intro')}
          </p>
          {offer.kind === 'loading' && (
            <p role="status" className="flex items-center gap-2 text-sm text-studio-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {t('studio.hooks.loading')}
            </p>
          )}
          {offer.kind === 'failed' && (
            <p role="alert" className="text-sm text-studio-ink-muted">
              {t('studio.hooks.failed')}
            </p>
          )}
          {offer.kind === 'ready' && (
            <ul aria-label={t('studio.hooks.list')} className="grid gap-3 sm:grid-cols-3">
              {offer.hooks.map((hook) => (
                <li
                  key={`${hook.style}:${hook.text}`}
                  className="flex flex-col gap-3 rounded-control border border-studio-line bg-studio-bg p-4"
                >
                  <p className="text-xs font-semibold tracking-wide text-brand-300 uppercase">
                    {t(`studio.hooks.styles.${hook.style}`)}
                  </p>
                  <p className="flex-1 text-sm leading-relaxed">{hook.text}</p>
                  <button
                    type="button"
                    onClick={() => {
                      if (onUse(hook)) close();
                    }}
                    aria-label={t('studio.hooks.useLabel', {
                      style: t(`studio.hooks.styles.${hook.style}`),
                    })}
                    className={primaryButtonClass}
                  >
                    {t('studio.hooks.use')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => void load()}
              disabled={offer.kind === 'loading'}
              className={secondaryButtonClass}
            >
              <RefreshCw aria-hidden="true" className="size-3.5" />
              {offer.kind === 'failed' ? t('studio.hooks.retry') : t('studio.hooks.more')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
