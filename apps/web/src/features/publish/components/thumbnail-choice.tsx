import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass } from '../../../components/ui/studio-classes';
import type { ThumbnailsState } from '../hooks/use-project-thumbnails';

const optionClass = (chosen: boolean) =>
  `flex cursor-pointer flex-col items-center gap-1 rounded-control border p-1.5 text-xs has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 ${
    chosen
      ? 'border-brand-400 bg-brand-600/10'
      : 'border-studio-line hover:border-studio-ink-muted/60'
  }`;

/** Which of the project's thumbnails goes in the kit (newest first), or none. */
export function ThumbnailChoice({
  state,
  chosenId,
  onChoose,
}: {
  state: ThumbnailsState;
  chosenId: string | null;
  onChoose: (id: string | null) => void;
}) {
  const { t } = useTranslation('publish');
  const name = useId();
  if (state.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-studio-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('thumbnail.loading')}
      </p>
    );
  }
  if (state.kind === 'failed' || state.thumbnails.length === 0) {
    return (
      <p className="text-sm text-studio-ink-muted">
        {t(state.kind === 'failed' ? 'thumbnail.failed' : 'thumbnail.none')}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className={labelClass}>{t('thumbnail.legend')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {state.thumbnails.map((thumbnail, index) => (
          <label key={thumbnail.id} className={optionClass(chosenId === thumbnail.id)}>
            {thumbnail.picture === null ? (
              <span className="grid aspect-video w-full place-items-center rounded bg-studio-bg">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              </span>
            ) : (
              <img src={thumbnail.picture.url} alt="" className="aspect-video w-full rounded" />
            )}
            <span className="flex items-center gap-1">
              <input
                type="radio"
                name={name}
                checked={chosenId === thumbnail.id}
                disabled={thumbnail.picture === null}
                onChange={() => onChoose(thumbnail.id)}
                className="accent-brand-500"
              />
              {t('thumbnail.option', { number: index + 1 })}
            </span>
          </label>
        ))}
        <label className={optionClass(chosenId === null)}>
          <span className="grid aspect-video w-full place-items-center rounded bg-studio-bg text-studio-ink-muted">
            —
          </span>
          <span className="flex items-center gap-1">
            <input
              type="radio"
              name={name}
              checked={chosenId === null}
              onChange={() => onChoose(null)}
              className="accent-brand-500"
            />
            {t('thumbnail.noneOption')}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
