import type { ProjectSummary } from '@reelwright/contracts';
import { LoaderCircle, Plus, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { deleteProject } from '../api/delete-project';
import { duplicateProject } from '../api/duplicate-project';
import { renameProject } from '../api/rename-project';
import { LoadFailed, NoMatches, NoVideos } from '../components/library-notice';
import { ProjectCard } from '../components/project-card';
import { useProjectLibrary } from '../hooks/use-project-library';
import '../my-videos-locales';
import { copyTitle, withCopy, withoutProject, withRenamed } from '../project-list';

type Busy = { id: string; action: 'rename' | 'duplicate' } | null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * Every project of the account (`/app/my-videos`): search, open in the studio, rename, copy and
 * delete (after a confirmation).
 */
export default function MyVideosPage() {
  const { t } = useTranslation('myVideos');
  useDocumentTitle(t('documentTitle'));
  const { search, setSearch, query, library, retry, loadMore, change } = useProjectLibrary();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [deleting, setDeleting] = useState<ProjectSummary | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleOf = (project: ProjectSummary) => project.title.trim() || t('untitled');

  const rename = async (project: ProjectSummary, title: string) => {
    if (title === project.title) {
      setRenamingId(null);
      return;
    }
    setBusy({ id: project.id, action: 'rename' });
    try {
      const saved = await renameProject(project.id, project.revision, title);
      change((list) => withRenamed(list, saved));
      setRenamingId(null);
      notify({ type: 'success', title: t('renamed', { title: saved.title }) });
    } catch (error) {
      notify({ type: 'error', title: t('updateFailed'), message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const duplicate = async (project: ProjectSummary) => {
    setBusy({ id: project.id, action: 'duplicate' });
    try {
      const copy = await duplicateProject(project.id, copyTitle(titleOf(project), t('copySuffix')));
      change((list) => withCopy(list, project, copy));
      notify({ type: 'success', title: t('duplicated', { title: copy.title }) });
    } catch (error) {
      notify({ type: 'error', title: t('createFailed'), message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (deleting === null) return;
    setDeleteBusy(true);
    try {
      await deleteProject(deleting.id);
      change((list) => withoutProject(list, deleting.id));
      notify({ type: 'success', title: t('deleted', { title: titleOf(deleting) }) });
      setDeleting(null);
      // Its card is gone: carry on from the search box once the dialog has closed.
      requestAnimationFrame(() => searchRef.current?.focus());
    } catch (error) {
      notify({ type: 'error', title: t('deleteFailed'), message: errorText(error) });
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="bg-surface-muted">
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
            <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
          </div>
          <Link
            to="/app/video-maker"
            className="inline-flex items-center gap-2 self-start rounded-control bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:self-auto"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('newVideo')}
          </Link>
        </header>

        <div role="search" className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={searchRef}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            className="w-full rounded-control border border-line-strong bg-surface py-2 pr-3 pl-9 text-sm"
          />
        </div>

        {library.status === 'loading' && (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-ink-muted">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('loading')}
          </p>
        )}
        {library.status === 'failed' && <LoadFailed onRetry={retry} />}
        {library.status === 'ready' && library.projects.length === 0 && query === '' && (
          <NoVideos />
        )}
        {library.status === 'ready' && library.projects.length === 0 && query !== '' && (
          <NoMatches
            search={query}
            onClear={() => {
              setSearch('');
              searchRef.current?.focus();
            }}
          />
        )}
        {library.status === 'ready' && library.projects.length > 0 && (
          <>
            <ul
              aria-label={t('listLabel')}
              className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            >
              {library.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    renaming={renamingId === project.id}
                    busy={busy?.id === project.id ? busy.action : null}
                    onStartRename={() => setRenamingId(project.id)}
                    onRename={(title) => void rename(project, title)}
                    onCancelRename={() => setRenamingId(null)}
                    onDuplicate={() => void duplicate(project)}
                    onDelete={() => setDeleting(project)}
                  />
                </li>
              ))}
            </ul>
            {library.nextCursor !== null && (
              <div className="flex flex-col items-center gap-2">
                <button
                  type="button"
                  onClick={loadMore}
                  disabled={library.more === 'loading'}
                  className="inline-flex items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold hover:bg-surface-sunken disabled:opacity-60"
                >
                  {library.more === 'loading' && (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  )}
                  {library.more === 'loading' ? t('loadingMore') : t('loadMore')}
                </button>
                {library.more === 'failed' && (
                  <p role="alert" className="text-sm text-danger-600">
                    {t('failed')}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting === null ? '' : t('deleteTitle', { title: titleOf(deleting) })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('keep')}
        busy={deleteBusy}
        busyLabel={t('deleteBusy')}
        danger
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </div>
  );
}
