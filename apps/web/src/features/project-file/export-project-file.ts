import type { Project } from '@reelwright/contracts';
import type { TimelineDocument } from '@reelwright/timeline';
import {
  buildManifest,
  projectFileName,
  usedMediaIds,
  writeProjectArchive,
  type ArchivableFile,
  type ArchiveProgress,
  type ProjectSettings,
} from './project-archive';

/** The project's own fields a project file carries beside its timeline. */
export function settingsOf(project: Project | null): ProjectSettings {
  if (project === null) return {};
  const { topic, contentType, language, duration, keyPoints, script, chapters } = project;
  return { topic, contentType, language, duration, keyPoints, script, chapters };
}

/** The bytes 'Include media' adds: the library files the timeline uses. */
export function mediaBytes(timeline: TimelineDocument, files: readonly ArchivableFile[]): number {
  const used = new Set(usedMediaIds(timeline));
  return files.filter((file) => used.has(file.id)).reduce((sum, file) => sum + file.size, 0);
}

/** Packs the project into `<title>.reelwright.zip`. */
export async function packProjectFile(input: {
  title: string;
  timeline: TimelineDocument;
  settings: ProjectSettings;
  files: readonly ArchivableFile[];
  includeMedia: boolean;
  onProgress?: ArchiveProgress;
  signal?: AbortSignal;
}): Promise<{ blob: Blob; fileName: string }> {
  const { manifest, included } = buildManifest(input);
  const blob = await writeProjectArchive(manifest, included, {
    ...(input.onProgress ? { onProgress: input.onProgress } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return { blob, fileName: projectFileName(input.title) };
}

/** Hands the file to the browser's downloads. */
export function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
