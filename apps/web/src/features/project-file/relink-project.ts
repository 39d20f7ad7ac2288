import { relinkMedia, type TimelineDocument } from '@reelwright/timeline';
import { usedMediaIds, type ArchiveMedia, type ArchiveMediaKind } from './project-archive';

/** A file in the opening account's library, as relinking needs it. */
export interface LibraryEntry {
  id: string;
  name: string;
  type: ArchiveMediaKind;
  /** seconds; 0 when unknown */
  duration: number;
}

export interface RelinkOutcome {
  document: TimelineDocument;
  /** old media id → the library file that now stands in for it */
  linked: Map<string, LibraryEntry>;
  /** the names of the files the timeline uses that this library does not have */
  missing: string[];
}

const toTarget = (file: LibraryEntry, known: number | undefined) => {
  const sourceDuration = file.duration > 0 ? file.duration * 1000 : known;
  return { mediaId: file.id, name: file.name, ...(sourceDuration ? { sourceDuration } : {}) };
};

/**
 * Points the opened timeline at this account's library: each media id the archive brought in
 * goes to its new library file (`imported`), any other to a library file of the same name and
 * kind; what matches nothing is listed as missing (its items stay offline, where the editor
 * offers to relink them). Relinks in two passes through interim ids (`relinking:<n>`), so a new id that
 * happens to equal another old one never links a file twice.
 */
export function relinkOpenedTimeline(
  document: TimelineDocument,
  media: readonly ArchiveMedia[],
  imported: ReadonlyMap<string, LibraryEntry>,
  library: readonly LibraryEntry[],
): RelinkOutcome {
  const described = new Map(media.map((entry) => [entry.mediaId, entry]));
  const itemOf = new Map(
    document.tracks.flatMap((track) => track.items.map((item) => [item.mediaId, item])),
  );
  const linked = new Map<string, LibraryEntry>();
  const missing: string[] = [];
  for (const mediaId of usedMediaIds(document)) {
    const item = itemOf.get(mediaId)!;
    const name = described.get(mediaId)?.name ?? item.name;
    const type = (described.get(mediaId)?.type ?? item.type) as ArchiveMediaKind;
    const target =
      imported.get(mediaId) ??
      library.find((file) => file.id === mediaId && file.name === name && file.type === type) ??
      library.find((file) => file.name === name && file.type === type);
    if (target === undefined) missing.push(name);
    else linked.set(mediaId, target);
  }
  let next = document;
  const interim = [...linked.keys()].map((mediaId, index) => {
    const interimId = `relinking:${index}`;
    const file = linked.get(mediaId)!;
    next = relinkMedia(next, mediaId, { mediaId: interimId, name: file.name }).document;
    return [interimId, file, itemOf.get(mediaId)!.sourceDuration] as const;
  });
  for (const [interimId, file, known] of interim) {
    next = relinkMedia(next, interimId, toTarget(file, known)).document;
  }
  return { document: next, linked, missing: [...new Set(missing)] };
}
