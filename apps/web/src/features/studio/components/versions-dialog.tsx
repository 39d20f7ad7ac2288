import type { ProjectVersion, ProjectVersionSummary } from '@reelwright/contracts';
import { History, LoaderCircle, RotateCcw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  iconButtonClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { useScriptVersions } from '../hooks/use-script-versions';

type VersionsDialogProps = {
  /** The project whose versions are shown; null keeps the dialog closed. */
  projectId: string | null;
  open: boolean;
  /** The script as it is now, to tell a version that would change nothing. */
  currentScript: string;
  /** Puts the version back; true when it did (the dialog then closes). */
  onRestore: (version: ProjectVersion) => boolean;
  onClose: () => void;
};

/** A version's moment, to the second: several can fall within one minute. */
export const versionTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

function VersionRow({
  version,
  selected,
  onChoose,
}: {
  version: ProjectVersionSummary;
  selected: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onChoose}
        className={`block w-full rounded-control border px-3 py-2 text-left text-sm ${
          selected
            ? 'border-brand-300 bg-brand-600/20'
            : 'border-studio-line bg-studio-bg hover:border-studio-ink-muted/60'
        }`}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-semibold text-studio-ink">
            {t(`studio.versions.sources.${version.source}`)}
          </span>
          <time dateTime={version.createdAt} className="text-xs text-studio-ink-muted">
            {versionTime(version.createdAt, i18n.language)}
          </time>
        </span>
        <span className="mt-1 line-clamp-2 block text-xs text-studio-ink-muted">
          {version.preview}
        </span>
      </button>
    </li>
  );
}

function VersionsBody({
  projectId,
  currentScript,
  onRestore,
}: Omit<VersionsDialogProps, 'open' | 'onClose' | 'projectId'> & { projectId: string }) {
  const { t, i18n } = useTranslation();
  const previewHeadingId = useId();
  const { list, preview, retry, choose } = useScriptVersions(projectId);
  const [chosen, setChosen] = useState<string | null>(null);

  if (list.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-studio-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('studio.versions.loading')}
      </p>
    );
  }
  if (list.kind === 'failed') {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{t('studio.versions.failed', { message: list.message })}</p>
        <button type="button" onClick={retry} className={secondaryButtonClass}>
          {t('studio.versions.retry')}
        </button>
      </div>
    );
  }
  if (list.versions.length === 0) {
    return <p className="text-sm text-studio-ink-muted">{t('studio.versions.empty')}</p>;
  }

  const shown = preview.kind === 'ready' ? preview.version : null;
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
      <div className="space-y-1.5">
        <h3 className={labelClass}>{t('studio.versions.list')}</h3>
        <ol
          aria-label={t('studio.versions.list')}
          className="max-h-[22rem] space-y-1.5 overflow-y-auto pr-1"
        >
          {list.versions.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              selected={chosen === version.id}
              onChoose={() => {
                setChosen(version.id);
                choose(version.id);
              }}
            />
          ))}
        </ol>
      </div>

      <section aria-labelledby={previewHeadingId} className="min-w-0 space-y-2">
        {chosen === null || preview.kind === 'none' ? (
          <>
            <h3 id={previewHeadingId} className={labelClass}>
              {t('studio.versions.previewHeading')}
            </h3>
            <p className="text-sm text-studio-ink-muted">{t('studio.versions.pick')}</p>
          </>
        ) : preview.kind === 'loading' ? (
          <p
            id={previewHeadingId}
            role="status"
            className="flex items-center gap-2 text-sm text-studio-ink-muted"
          >
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('studio.versions.previewLoading')}
          </p>
        ) : preview.kind === 'failed' ? (
          <p id={previewHeadingId} role="alert" className="text-sm">
            {t('studio.versions.failed', { message: preview.message })}
          </p>
        ) : (
          shown !== null && (
            <>
              <h3 id={previewHeadingId} className="text-sm font-semibold">
                {t('studio.versions.previewTitle', {
                  time: versionTime(shown.createdAt, i18n.language),
                })}
              </h3>
              <p className="text-xs text-studio-ink-muted">
                {t(`studio.versions.sources.${shown.source}`)} ·{' '}
                {t('studio.versions.characters', { chars: shown.characters })}
              </p>
              <textarea
                readOnly
                value={shown.script}
                rows={12}
                aria-labelledby={previewHeadingId}
                className="block w-full resize-y rounded-control border border-studio-line bg-studio-bg px-3 py-2 text-sm leading-relaxed text-studio-ink"
              />
              {shown.script === currentScript ? (
                <p className="text-xs text-studio-ink-muted">{t('studio.versions.current')}</p>
              ) : (
                <button
                  type="button"
                  onClick={() => onRestore(shown)}
                  className={primaryButtonClass}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {t('studio.versions.restore')}
                </button>
              )}
            </>
          )
        )}
      </section>
    </div>
  );
}

/** The script's history: its last 50 versions with time and cause, a preview and Restore. */
export function VersionsDialog({ projectId, open, onClose, ...props }: VersionsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  return (
    <ModalDialog
      open={open && projectId !== null}
      onRequestClose={onClose}
      labelledBy={titleId}
      describedBy={introId}
      className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-card border border-studio-line bg-studio-panel p-6 text-studio-ink shadow-card backdrop:bg-black/60"
    >
      <div className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <History aria-hidden="true" className="size-5 text-brand-300" />
            {t('studio.versions.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('studio.versions.close')}
            title={t('studio.versions.close')}
            className={iconButtonClass}
          >
            <X aria-hidden="true" className="size-4.5" />
          </button>
        </div>
        <p id={introId} className="text-sm text-studio-ink-muted">
          {t('studio.versions.intro')}
        </p>
        {projectId !== null && <VersionsBody projectId={projectId} {...props} />}
      </div>
    </ModalDialog>
  );
}
