import { PROJECT_TITLE_MAX, type Project, type ProjectSummary } from '@reelwright/contracts';

// My Videos' list as the page changes it, without loading it again.

/** The list after a rename: the project's new title, revision and change time, in its place. */
export function withRenamed(list: ProjectSummary[], project: Project): ProjectSummary[] {
  return list.map((entry) =>
    entry.id === project.id
      ? {
          ...entry,
          title: project.title,
          revision: project.revision,
          updatedAt: project.updatedAt,
        }
      : entry,
  );
}

/** The list with a new copy first (the newest change): it shows the original's picture and length. */
export function withCopy(
  list: ProjectSummary[],
  original: ProjectSummary,
  copy: Project,
): ProjectSummary[] {
  return [
    {
      ...original,
      id: copy.id,
      title: copy.title,
      topic: copy.topic,
      revision: copy.revision,
      createdAt: copy.createdAt,
      updatedAt: copy.updatedAt,
    },
    ...list,
  ];
}

export const withoutProject = (list: ProjectSummary[], id: string): ProjectSummary[] =>
  list.filter((entry) => entry.id !== id);

/** A copy's title: the original's with `suffix` (' (copy)'), cut to fit the title limit. */
export function copyTitle(title: string, suffix: string): string {
  return title.slice(0, Math.max(0, PROJECT_TITLE_MAX - suffix.length)) + suffix;
}

/** A video's length as a player shows it: 0:07, 4:05, 1:02:03 (whole seconds, rounded). */
export function formatLength(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
