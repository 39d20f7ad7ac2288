import type { TimelineDocument } from '@reelwright/timeline';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import {
  iconButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';
import { downloadFile, mediaBytes, packProjectFile } from '../export-project-file';
import type { ArchivableFile, ProjectSettings } from '../project-archive';
import { PROJECT_FILE_NAMESPACE } from '../project-file-locales';

/** What the dialog packs, read when it opens. */
export interface ProjectSnapshot {
  title: string;
  timeline: TimelineDocument;
  settings: ProjectSettings;
  files: readonly ArchivableFile[];
}

/** '12 MB', '3.4 MB', '0.2 MB' */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 ** 2;
  if (mb >= 10) return `${Math.round(mb)} MB`;
  return `${Math.max(0.1, Math.round(mb * 10) / 10).toFixed(1)} MB`;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'packing'; percent: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string };

/**
 * 'Export project file': the project as one `<title>.reelwright.zip` download, its media in it
 * when 'Include media' is ticked (the default), with progress while it packs.
 */
export function ExportProjectDialog({
  open,
  onClose,
  snapshot,
}: {
  open: boolean;
  onClose: () => void;
  /** the project as it is now (its saved title and settings are fetched) */
  snapshot: () => Promise<ProjectSnapshot>;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      className="m-auto w-full max-w-md rounded-card border border-studio-line bg-studio-panel p-0 text-studio-ink backdrop:bg-black/60"
    >
      <ExportProjectBody titleId={titleId} onClose={onClose} snapshot={snapshot} />
    </ModalDialog>
  );
}

/** The dialog's content: mounted while it is open, so each opening starts afresh. */
function ExportProjectBody({
  titleId,
  onClose,
  snapshot,
}: {
  titleId: string;
  onClose: () => void;
  snapshot: () => Promise<ProjectSnapshot>;
}) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [project, setProject] = useState<ProjectSnapshot | null>(null);
  const [includeMedia, setIncludeMedia] = useState(true);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    snapshot().then(
      (value) => {
        if (!live) return;
        setProject(value);
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (live) setPhase({ kind: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
      abort.current?.abort();
    };
    // Read once per opening: later timeline changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const start = async () => {
    if (project === null) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'packing', percent: 0 });
    try {
      const { blob, fileName } = await packProjectFile({
        ...project,
        includeMedia,
        signal: controller.signal,
        onProgress: (done, total) =>
          setPhase({
            kind: 'packing',
            percent: total === 0 ? 100 : Math.floor((done / total) * 100),
          }),
      });
      if (controller.signal.aborted) return;
      downloadFile(blob, fileName);
      setPhase({ kind: 'done', fileName });
    } catch (error) {
      if (!controller.signal.aborted) setPhase({ kind: 'failed', message: messageOf(error) });
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const size = project === null ? 0 : mediaBytes(project.timeline, project.files);

  return (
    <div className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('export.title')}
        </h2>
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('export.close')}
          onClick={close}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="text-sm text-studio-ink-muted">{t('export.intro')}</p>
      {phase.kind === 'loading' && <p role="status">{t('export.loading')}</p>}
      {project !== null && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={includeMedia}
            disabled={phase.kind === 'packing'}
            onChange={(event) => setIncludeMedia(event.target.checked)}
          />
          <span>
            {t('export.includeMedia', { size: megabytes(size) })}
            <span className="block text-xs text-studio-ink-muted">
              {t('export.includeMediaHint')}
            </span>
          </span>
        </label>
      )}
      {phase.kind === 'packing' && (
        <div className="flex flex-col gap-1">
          <progress
            className="w-full"
            max={100}
            value={phase.percent}
            aria-label={t('export.progress')}
          />
          <p role="status" className="text-xs text-studio-ink-muted">
            {t('export.packing', { percent: phase.percent })}
          </p>
        </div>
      )}
      {phase.kind === 'done' && (
        <p role="status" className="text-sm">
          {t('export.done', { name: phase.fileName })}
        </p>
      )}
      {phase.kind === 'failed' && (
        <p
          role="alert"
          className="rounded-control border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300"
        >
          {t('export.failed', { message: phase.message })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={close}>
          {phase.kind === 'done' ? t('export.close') : t('export.cancel')}
        </button>
        {phase.kind !== 'done' && (
          <button
            type="button"
            className={primaryButtonClass}
            disabled={project === null || phase.kind === 'packing'}
            onClick={() => void start()}
          >
            {t('export.start')}
          </button>
        )}
      </div>
    </div>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
