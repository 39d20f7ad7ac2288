import { X } from 'lucide-react';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { iconButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { OpenedProject, OpenProgress } from '../open-project-file';
import { ProjectFileError } from '../project-archive';
import { PROJECT_FILE_NAMESPACE } from '../project-file-locales';

export type OpenState =
  | { kind: 'closed' }
  | { kind: 'working'; fileName: string; progress: OpenProgress }
  | { kind: 'opened'; project: OpenedProject }
  | { kind: 'failed'; fileName: string; error: unknown };

const errorClass =
  'rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300';

/** Opening a project file: its progress, then what came of it (missing files named) or why not. */
export function OpenProjectDialog({ state, onClose }: { state: OpenState; onClose: () => void }) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  const titleId = useId();
  const working = state.kind === 'working';
  return (
    <ModalDialog
      open={state.kind !== 'closed'}
      onRequestClose={() => {
        if (!working) onClose();
      }}
      labelledBy={titleId}
      className="m-auto w-full max-w-md rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('open.title')}
          </h2>
          {!working && (
            <button
              type="button"
              className={iconButtonClass}
              aria-label={t('open.close')}
              onClick={onClose}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        {state.kind === 'working' && (
          <Progress fileName={state.fileName} progress={state.progress} />
        )}
        {state.kind === 'opened' && <Outcome project={state.project} />}
        {state.kind === 'failed' && (
          <p role="alert" className={errorClass}>
            {t('open.failed', { name: state.fileName, reason: reasonOf(state.error, t) })}
          </p>
        )}
        {!working && (
          <div className="flex justify-end">
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              {t('open.close')}
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

function Progress({ fileName, progress }: { fileName: string; progress: OpenProgress }) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  const text =
    progress.phase === 'reading'
      ? t('open.reading', { name: fileName })
      : progress.phase === 'media'
        ? t('open.media', { done: progress.done, total: progress.total })
        : t('open.saving');
  const value =
    progress.phase === 'media' && progress.total > 0
      ? Math.round((progress.done / progress.total) * 100)
      : undefined;
  return (
    <div className="flex flex-col gap-1">
      <progress className="w-full" max={100} value={value} aria-label={t('open.progress')} />
      <p role="status" className="text-sm text-studio-ink-muted">
        {text}
      </p>
    </div>
  );
}

function Outcome({ project }: { project: OpenedProject }) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p role="status">{t('open.opened', { title: project.title })}</p>
      {project.missing.length > 0 && (
        <p
          role="alert"
          className="rounded-control border border-warning-500/40 bg-warning-500/10 px-3 py-2"
        >
          {t('open.missing', { count: project.missing.length, names: project.missing.join(', ') })}
        </p>
      )}
      {project.refused.map((file) => (
        <p key={file.name} className={errorClass}>
          {t('open.refused', { name: file.name, reason: file.reason })}
        </p>
      ))}
    </div>
  );
}

function reasonOf(error: unknown, t: TFunction<typeof PROJECT_FILE_NAMESPACE>) {
  if (error instanceof ProjectFileError) {
    return t(`open.problems.${error.problem}`, { detail: error.detail });
  }
  return t('open.problems.other', {
    detail: error instanceof Error ? error.message : String(error),
  });
}
