import { parseDocument, type TimelineDocument } from '@reelwright/timeline';
import { z } from 'zod';
import { writeZip, type ZipProgress } from '../../lib/zip-writer';
import { readZipDirectory, readZipEntry, ZipError, type ZipEntry } from './zip-directory';

/**
 * The project file, `<title>.reelwright.zip`: `project.json` (the manifest below: the timeline
 * document with its captions, format, ducking and master volume; the project's own settings; the
 * media the timeline uses) and, when the media was included, each file under `media/`.
 */

export const PROJECT_FILE_KIND = 'reelwright-project';
export const PROJECT_FILE_VERSION = 1;
export const PROJECT_FILE_SUFFIX = '.reelwright.zip';
export const MANIFEST_NAME = 'project.json';

/**
 * The library takes any one file up to this size (IndexedDB holds it as one Blob); an archive's
 * entry past it is refused before anything is read.
 */
export const MEDIA_FILE_MAX_BYTES = 2 * 1024 ** 3;
export const ARCHIVE_LIMITS = {
  maxEntries: 1_000,
  maxEntrySize: MEDIA_FILE_MAX_BYTES,
  /** everything the archive unpacks to */
  maxTotalSize: 8 * 1024 ** 3,
  /** project.json, unpacked */
  maxManifestSize: 32 * 1024 ** 2,
} as const;

const mediaKind = z.enum(['videos', 'audios', 'images']);
export type ArchiveMediaKind = z.infer<typeof mediaKind>;

const mediaEntrySchema = z.object({
  mediaId: z.string().min(1).max(200),
  name: z.string().min(1).max(255),
  type: mediaKind,
  mimeType: z.string().max(200),
  size: z.number().int().min(0),
  /** `media/<safe name>` when the file itself is in the archive */
  file: z.string().max(400).optional(),
});
export type ArchiveMedia = z.infer<typeof mediaEntrySchema>;

/** The project's own fields a new project is made with (all optional: a file may carry none). */
const settingsSchema = z
  .object({
    topic: z.string().max(10_000),
    contentType: z.string().max(100),
    language: z.string().max(100),
    duration: z.string().max(100),
    keyPoints: z.array(z.string().max(2_000)).max(50),
    script: z.string().max(200_000),
    chapters: z.array(z.object({ title: z.string().max(200), start: z.number().min(0) })).max(200),
  })
  .partial();
export type ProjectSettings = z.infer<typeof settingsSchema>;

const manifestSchema = z.object({
  kind: z.literal(PROJECT_FILE_KIND),
  version: z.number().int().min(1),
  exportedAt: z.string().max(100),
  title: z.string().max(200),
  timeline: z.unknown(),
  settings: settingsSchema.default({}),
  media: z.array(mediaEntrySchema).max(ARCHIVE_LIMITS.maxEntries),
});

export interface ProjectManifest {
  kind: typeof PROJECT_FILE_KIND;
  version: number;
  exportedAt: string;
  title: string;
  timeline: TimelineDocument;
  settings: ProjectSettings;
  media: ArchiveMedia[];
}

/** A library file as the archive needs it. */
export interface ArchivableFile {
  id: string;
  name: string;
  type: ArchiveMediaKind;
  mimeType: string;
  size: number;
  blob: Blob;
}

export type ProjectFileProblem =
  | 'notZip'
  | 'noManifest'
  | 'wrongKind'
  | 'newerVersion'
  | 'badManifest'
  | 'badTimeline'
  | 'tooLarge'
  | 'damaged';

/** Why a project file cannot be opened; `fileName` is the file the user picked. */
export class ProjectFileError extends Error {
  constructor(
    readonly problem: ProjectFileProblem,
    readonly fileName: string,
    readonly detail: string,
  ) {
    super(`${fileName}: ${detail}`);
    this.name = 'ProjectFileError';
  }
}

/** The media ids the timeline's pictures and sounds use, in first-use order. */
export function usedMediaIds(document: TimelineDocument): string[] {
  const ids = new Set<string>();
  for (const track of document.tracks) {
    for (const item of track.items) {
      if (item.type === 'videos' || item.type === 'images' || item.type === 'audios') {
        if (item.mediaId !== '') ids.add(item.mediaId);
      }
    }
  }
  return [...ids];
}

/** A file name safe in any archive tool and file system; never empty, at most 120 characters. */
export function safeFileName(name: string): string {
  const visible = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? '_' : char)).join('');
  const cleaned = visible
    .replace(/[\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(-120);
  return cleaned === '' ? 'file' : cleaned;
}

/** `<title>.reelwright.zip`, the title made safe; 'Untitled' for an untitled project. */
export function projectFileName(title: string): string {
  return `${safeFileName(title.trim() === '' ? 'Untitled' : title.trim())}${PROJECT_FILE_SUFFIX}`;
}

/**
 * The manifest for a project: every file the timeline uses that the library has (a file the
 * library lacks is listed from the timeline's item, without `file`); `file` paths only when
 * `includeMedia`, each unique inside `media/`.
 */
export function buildManifest(input: {
  title: string;
  timeline: TimelineDocument;
  settings?: ProjectSettings;
  files: readonly ArchivableFile[];
  includeMedia: boolean;
  now?: Date;
}): { manifest: ProjectManifest; included: { path: string; file: ArchivableFile }[] } {
  const byId = new Map(input.files.map((file) => [file.id, file]));
  const itemOf = new Map(
    input.timeline.tracks.flatMap((track) => track.items.map((item) => [item.mediaId, item])),
  );
  const taken = new Set<string>();
  const included: { path: string; file: ArchivableFile }[] = [];
  const media: ArchiveMedia[] = usedMediaIds(input.timeline).map((mediaId) => {
    const file = byId.get(mediaId);
    if (file === undefined) {
      const item = itemOf.get(mediaId)!;
      const type = item.type as ArchiveMediaKind;
      return { mediaId, name: item.name, type, mimeType: '', size: 0 };
    }
    const entry: ArchiveMedia = {
      mediaId,
      name: file.name,
      type: file.type,
      mimeType: file.mimeType,
      size: file.size,
    };
    if (!input.includeMedia) return entry;
    const base = safeFileName(file.name);
    let path = `media/${base}`;
    for (let n = 2; taken.has(path.toLowerCase()); n += 1) path = `media/${n}-${base}`;
    taken.add(path.toLowerCase());
    included.push({ path, file });
    return { ...entry, file: path };
  });
  return {
    manifest: {
      kind: PROJECT_FILE_KIND,
      version: PROJECT_FILE_VERSION,
      exportedAt: (input.now ?? new Date()).toISOString(),
      title: input.title,
      timeline: input.timeline,
      settings: input.settings ?? {},
      media,
    },
    included,
  };
}

export type ArchiveProgress = ZipProgress;

/**
 * Packs the manifest and the included files into one zip Blob. Media is stored as it is (it is
 * compressed already), read in 4 MB slices that go straight into the output; `project.json` is
 * deflated. `onProgress` gets bytes done of bytes total.
 */
export async function writeProjectArchive(
  manifest: ProjectManifest,
  included: readonly { path: string; file: ArchivableFile }[],
  options: { onProgress?: ArchiveProgress; signal?: AbortSignal } = {},
): Promise<Blob> {
  return writeZip(
    [
      { name: MANIFEST_NAME, data: JSON.stringify(manifest, null, 2) },
      ...included.map(({ path, file }) => ({ name: path, data: file.blob })),
    ],
    options,
  );
}

/** An opened project file: its manifest (timeline validated and migrated) and media blobs. */
export interface OpenedArchive {
  manifest: ProjectManifest;
  /** mediaId → the file's bytes, for the media the archive carries */
  media: Map<string, Blob>;
}

const zipProblem = (error: ZipError): ProjectFileProblem =>
  error.problem === 'notZip'
    ? 'notZip'
    : error.problem === 'tooLarge' || error.problem === 'tooManyEntries'
      ? 'tooLarge'
      : 'damaged';

/**
 * Reads a project file defensively: a file that is not a zip, lacks `project.json`, is another
 * kind or a newer version, or whose timeline the engine refuses, throws a `ProjectFileError`
 * naming the file and the problem (the timeline's with the field, as `parseDocument` says it).
 * Entries past the limits stop the read before anything is unpacked; names that climb out of
 * the archive (`../x`, `/x`) are ignored; a media entry the manifest names but the archive
 * lacks is left for relinking by name.
 */
export async function readProjectArchive(archive: Blob, fileName: string): Promise<OpenedArchive> {
  const fail = (problem: ProjectFileProblem, detail: string): never => {
    throw new ProjectFileError(problem, fileName, detail);
  };
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(archive, ARCHIVE_LIMITS);
  } catch (error) {
    if (error instanceof ZipError) return fail(zipProblem(error), error.message);
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestEntry = byName.get(MANIFEST_NAME);
  if (manifestEntry === undefined) return fail('noManifest', `no ${MANIFEST_NAME} inside`);
  if (manifestEntry.size > ARCHIVE_LIMITS.maxManifestSize) {
    return fail(
      'tooLarge',
      `${MANIFEST_NAME} is larger than ${ARCHIVE_LIMITS.maxManifestSize} bytes`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(await (await readZipEntry(archive, manifestEntry)).text());
  } catch (error) {
    if (error instanceof ZipError) return fail(zipProblem(error), error.message);
    return fail('badManifest', `${MANIFEST_NAME} is not valid JSON`);
  }
  const header = json as { kind?: unknown; version?: unknown } | null;
  if (typeof header !== 'object' || header === null || header.kind !== PROJECT_FILE_KIND) {
    return fail('wrongKind', `${MANIFEST_NAME} is not a Reelwright project`);
  }
  if (typeof header.version === 'number' && header.version > PROJECT_FILE_VERSION) {
    return fail(
      'newerVersion',
      `project file version ${header.version} is newer than this app reads (${PROJECT_FILE_VERSION})`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail('badManifest', `${issue.path.join('.') || MANIFEST_NAME}: ${issue.message}`);
  }
  const timeline = parseDocument(parsed.data.timeline);
  if (!timeline.ok) return fail('badTimeline', `timeline.${timeline.error}`);

  const media = new Map<string, Blob>();
  for (const entry of parsed.data.media) {
    const zipEntry = entry.file === undefined ? undefined : byName.get(entry.file);
    if (zipEntry === undefined || !entry.file!.startsWith('media/')) continue;
    try {
      media.set(entry.mediaId, await readZipEntry(archive, zipEntry, entry.mimeType));
    } catch (error) {
      if (error instanceof ZipError) return fail(zipProblem(error), error.message);
      throw error;
    }
  }
  return { manifest: { ...parsed.data, timeline: timeline.document }, media };
}
