import type { ProjectSummary } from '@reelwright/contracts';
import { Copy, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectThumbnail } from './project-thumbnail';
import { RenameForm } from './rename-form';

type ProjectCardProps = {
  project: ProjectSummary;
  /** Shows the title as an input. */
  renaming: boolean;
  /** Which of this project's actions is running. */
  busy: 'rename' | 'duplicate' | null;
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

const actionButton =
  'grid size-9 place-items-center rounded-control text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-60';

/** One project: picture and length, title, last change, and what can be done with it. */
export function ProjectCard({
  project,
  renaming,
  busy,
  onStartRename,
  onRename,
  onCancelRename,
  onDuplicate,
  onDelete,
}: ProjectCardProps) {
  const { t, i18n } = useTranslation('myVideos');
  const titleId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const title = project.title.trim() || t('untitled');
  const changed = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(project.updatedAt));
  const studio = `/app/video-maker?project=${encodeURIComponent(project.id)}`;

  const closeRename = () => {
    onCancelRename();
    // Back where the rename began (after the input is gone).
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-line bg-surface shadow-sm"
    >
      <Link to={studio} tabIndex={-1} aria-hidden="true" className="block">
        <ProjectThumbnail url={project.thumbnailUrl} lengthMs={project.lengthMs} title={title} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {renaming ? (
          <RenameForm
            title={title}
            busy={busy === 'rename'}
            onSave={onRename}
            onCancel={closeRename}
          />
        ) : (
          <h2 id={titleId} className="line-clamp-2 font-semibold break-words">
            {title}
          </h2>
        )}
        <p className="text-sm text-ink-muted">{t('changed', { time: changed })}</p>
        <div className="mt-auto flex items-center gap-1">
          <Link
            to={studio}
            aria-label={t('openNamed', { title })}
            className="mr-auto inline-flex items-center rounded-control bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('open')}
          </Link>
          <button
            ref={renameButton}
            type="button"
            aria-label={t('renameNamed', { title })}
            title={t('renameNamed', { title })}
            disabled={busy !== null || renaming}
            onClick={onStartRename}
            className={actionButton}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={t('duplicateNamed', { title })}
            title={t('duplicateNamed', { title })}
            disabled={busy !== null}
            onClick={onDuplicate}
            className={actionButton}
          >
            {busy === 'duplicate' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            aria-label={t('deleteNamed', { title })}
            title={t('deleteNamed', { title })}
            disabled={busy !== null}
            onClick={onDelete}
            className={`${actionButton} hover:text-danger-600`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        {busy === 'duplicate' && (
          <p role="status" className="text-sm text-ink-muted">
            {t('duplicating', { title })}
          </p>
        )}
      </div>
    </article>
  );
}
