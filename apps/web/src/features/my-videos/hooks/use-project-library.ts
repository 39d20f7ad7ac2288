import type { ProjectSummary } from '@reelwright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listProjects } from '../api/list-projects';

/** Typing pauses this long before the list is searched again. */
export const SEARCH_DELAY_MS = 300;

export type Library =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      projects: ProjectSummary[];
      nextCursor: string | null;
      more: 'idle' | 'loading' | 'failed';
    };

/**
 * The caller's projects as My Videos lists them: searched on the server a moment after typing
 * stops, a page at a time, and changed in place by renames, copies and deletes.
 */
export function useProjectLibrary() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The answer for one search (and attempt); a newer search is loading until its answer comes.
  const [loaded, setLoaded] = useState<{ key: string; library: Library } | null>(null);
  const key = `${attempt}:${query}`;
  const library: Library = loaded?.key === key ? loaded.library : { status: 'loading' };
  const setLibrary = useCallback(
    (update: (current: Library) => Library) =>
      setLoaded((current) =>
        current === null ? current : { key: current.key, library: update(current.library) },
      ),
    [],
  );
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    moreController.current?.abort();
    const answer = `${attempt}:${query}`;
    listProjects({ search: query, cursor: null }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded({ key: answer, library: { status: 'ready', ...page, more: 'idle' } });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key: answer, library: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const loadMore = useCallback(() => {
    const shown = loaded?.key === key ? loaded.library : null;
    if (shown?.status !== 'ready' || shown.nextCursor === null || shown.more === 'loading') return;
    const cursor = shown.nextCursor;
    const controller = new AbortController();
    moreController.current = controller;
    setLibrary((current) =>
      current.status === 'ready' ? { ...current, more: 'loading' } : current,
    );
    listProjects({ search: query, cursor }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLibrary((current) =>
          current.status === 'ready'
            ? {
                status: 'ready',
                // A project copied meanwhile may already be listed: show it once.
                projects: [
                  ...current.projects,
                  ...page.projects.filter(
                    (project) => !current.projects.some((listed) => listed.id === project.id),
                  ),
                ],
                nextCursor: page.nextCursor,
                more: 'idle',
              }
            : current,
        );
      },
      () => {
        if (controller.signal.aborted) return;
        setLibrary((current) =>
          current.status === 'ready' ? { ...current, more: 'failed' } : current,
        );
      },
    );
  }, [loaded, key, query, setLibrary]);

  /** Changes the listed projects (after a rename, copy or delete) without loading again. */
  const change = useCallback(
    (update: (projects: ProjectSummary[]) => ProjectSummary[]) =>
      setLibrary((current) =>
        current.status === 'ready' ? { ...current, projects: update(current.projects) } : current,
      ),
    [setLibrary],
  );

  return { search, setSearch, query, library, retry, loadMore, change };
}
