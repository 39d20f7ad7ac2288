import { useEffect, useState } from 'react';
import { getProjectWords } from '../api/get-project-words';
import { projectIdea, type ProjectWords } from '../project-idea';

/**
 * The idea the open project suggests (its title or topic and its hook's first line), read from
 * the project as last saved; null without a project, while it loads, or if it cannot be read
 * (the box then simply starts empty).
 */
export function useProjectIdea(
  projectId: string | undefined,
  load: (id: string, signal: AbortSignal) => Promise<ProjectWords> = getProjectWords,
): string | null {
  const [idea, setIdea] = useState<{ projectId: string; text: string } | null>(null);
  useEffect(() => {
    if (projectId === undefined) return;
    const controller = new AbortController();
    load(projectId, controller.signal).then(
      (words) => setIdea({ projectId, text: projectIdea(words) }),
      () => {},
    );
    return () => controller.abort();
  }, [projectId, load]);
  return idea !== null && idea.projectId === projectId && idea.text !== '' ? idea.text : null;
}
