import {
  projectFieldsSchema,
  PROJECT_TITLE_MAX,
  type CreateProjectBody,
} from '@reelwright/contracts';
import type { TimelineDocument } from '@reelwright/timeline';
import { readProjectArchive, type ProjectSettings } from './project-archive';
import { relinkOpenedTimeline, type LibraryEntry } from './relink-project';

/** A library file as opening needs it (size, to find a file it already holds). */
export interface KnownFile extends LibraryEntry {
  size: number;
}

/** What opening works with: this account's library and projects. */
export interface OpenPorts {
  /** the library's files now */
  libraryFiles(): Promise<readonly KnownFile[]>;
  /** saves a file into the library; rejects with the library's reason */
  addToLibrary(file: File): Promise<KnownFile>;
  /** titles of existing projects like this one */
  titlesLike(title: string): Promise<readonly string[]>;
  createProject(body: CreateProjectBody): Promise<{ id: string; title: string }>;
}

export type OpenProgress =
  | { phase: 'reading' }
  | { phase: 'media'; done: number; total: number; name: string }
  | { phase: 'saving' };

export interface OpenedProject {
  projectId: string;
  title: string;
  timeline: TimelineDocument;
  /** files that went into the library from the archive */
  imported: number;
  /** names of the files the timeline uses that neither the archive nor the library had */
  missing: string[];
  /** files the archive carried that the library refused, with its reason */
  refused: { name: string; reason: string }[];
}

/** 'Title', else 'Title (copy)', 'Title (copy 2)'… — the first the account does not have. */
export function freeTitle(title: string, taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  const base = title.trim().slice(0, PROJECT_TITLE_MAX - 10);
  if (!used.has(base.toLowerCase())) return base;
  for (let n = 1; ; n += 1) {
    const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

/** The project's own fields from the file, each kept only when the API would take it. */
function settingsBody(settings: ProjectSettings): CreateProjectBody {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    const field = projectFieldsSchema.shape[key as keyof typeof projectFieldsSchema.shape];
    if (field !== undefined && key !== 'timeline' && field.safeParse(value).success) {
      body[key] = value;
    }
  }
  return body as CreateProjectBody;
}

/**
 * Opens a project file as a NEW project of this account: the archive's media goes into the
 * library (a file it already holds, same name, kind and size, is used as it is), the timeline is
 * relinked to the library's ids (by name for media the archive does not carry), and the project
 * is created with the file's title ('(copy)' when the account has one so named), timeline and
 * settings. Throws `ProjectFileError` for a file that is not a good project file.
 */
export async function openProjectFile(
  file: File,
  ports: OpenPorts,
  onProgress: (progress: OpenProgress) => void = () => {},
): Promise<OpenedProject> {
  onProgress({ phase: 'reading' });
  const { manifest, media } = await readProjectArchive(file, file.name);
  const library = [...(await ports.libraryFiles())];
  const imported = new Map<string, LibraryEntry>();
  const refused: { name: string; reason: string }[] = [];
  const carried = manifest.media.filter((entry) => media.has(entry.mediaId));
  let added = 0;
  for (const [index, entry] of carried.entries()) {
    onProgress({ phase: 'media', done: index, total: carried.length, name: entry.name });
    const blob = media.get(entry.mediaId)!;
    const same = library.find(
      (known) => known.name === entry.name && known.type === entry.type && known.size === blob.size,
    );
    if (same !== undefined) {
      imported.set(entry.mediaId, same);
      continue;
    }
    try {
      const saved = await ports.addToLibrary(
        new File([blob], entry.name, { type: entry.mimeType || blob.type }),
      );
      imported.set(entry.mediaId, saved);
      library.push(saved);
      added += 1;
    } catch (error) {
      refused.push({
        name: entry.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  onProgress({ phase: 'media', done: carried.length, total: carried.length, name: '' });

  const outcome = relinkOpenedTimeline(manifest.timeline, manifest.media, imported, library);
  onProgress({ phase: 'saving' });
  const title = freeTitle(manifest.title, await ports.titlesLike(manifest.title));
  const project = await ports.createProject({
    ...settingsBody(manifest.settings),
    title,
    // Plain JSON to the API, which checks it with the engine's own parser.
    timeline: outcome.document as unknown as Record<string, unknown>,
  });
  return {
    projectId: project.id,
    title: project.title,
    timeline: outcome.document,
    imported: added,
    missing: outcome.missing,
    refused,
  };
}
