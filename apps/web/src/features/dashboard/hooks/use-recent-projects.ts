import type { ProjectSummary } from '@reelwright/contracts';
import { useEffect, useState } from 'react';

/** How many projects Recent Activity lists. */
export const RECENT_PROJECTS = 5;

export type RecentProjects =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; projects: ProjectSummary[] };

/**
 * The newest projects. The call and its schema (zod) load after the dashboard has rendered, so
 * they never hold it up.
 */
export function useRecentProjects(): RecentProjects {
  const [state, setState] = useState<RecentProjects>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    import('../api/list-projects')
      .then(({ listProjects }) => listProjects(RECENT_PROJECTS, controller.signal))
      .then(
        (projects) => {
          if (!controller.signal.aborted) {
            setState({ status: 'ready', projects });
          }
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, []);
  return state;
}
