import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  createAssemblyHandoff,
  type AssemblyHandoff,
} from '../../features/editor/assembly/assembly-handoff';
import { createFileHandoff, type FileHandoff } from '../../features/editor/library/file-handoff';
import type { LibraryFile } from '../../features/editor/library/library-file';
import { createLibraryStore, type LibraryStore } from '../../features/editor/library/library-store';
import { lazyMediaDb, mediaDbName, type MediaOwner } from '../../features/editor/library/media-db';
import { readMedia, type ReadMedia } from '../../features/editor/library/read-media';
import { RECORDING_SOURCE } from '../../features/teleprompter/core/recording-format';
import type { Recording } from '../../features/teleprompter/recording/recording';
import { addToLibrary } from './library-save';

/**
 * What the studio's tools share: the editor's media library (the teleprompter saves takes into
 * it while the editor shows it) and the hand-off that puts a used take on the timeline.
 */
export interface StudioMedia {
  library: LibraryStore;
  handoff: FileHandoff;
  /** Saves a take to the library once (a second save or a 'Use' after a save reuses it). */
  saveRecording(recording: Recording): Promise<LibraryFile>;
  /**
   * The one way another tool puts a library file on the open editor's timeline (a take's 'Use',
   * a voice-over's 'Add to editor'): the editor places it on the first free track of its kind
   * and says where in a toast with Undo.
   */
  placeOnTimeline(file: LibraryFile): void;
  /**
   * Places a voice-over just added to the project once its file is in the library (the editor's
   * Audio tab fetches each project voice-over); rejects when it has not arrived in time.
   */
  placeVoiceOver(voiceOverId: string): Promise<void>;
  /** A project voice-over's library file once it has arrived; rejects when it has not in time. */
  voiceOverFile(voiceOverId: string): Promise<LibraryFile>;
  /** 'Build my video' plans for the open editor. */
  assemblies: AssemblyHandoff;
  /** The teleprompter take last 'Use'd in this studio: 'Build my video' puts it on the main track. */
  usedTake(): LibraryFile | null;
  rememberUsedTake(file: LibraryFile): void;
}

/** How long a voice-over's MP3 may take to reach the library (fetched and read for its waveform). */
export const VOICE_OVER_ARRIVAL_MS = 60_000;

const StudioMediaContext = createContext<StudioMedia | null>(null);

export function createStudioMedia(
  library: LibraryStore,
  read: ReadMedia = readMedia,
  arrivalMs = VOICE_OVER_ARRIVAL_MS,
): StudioMedia {
  const saved = new WeakMap<Blob, LibraryFile>();
  const handoff = createFileHandoff();
  const placeOnTimeline = (file: LibraryFile) => handoff.send(file);
  let usedTake: LibraryFile | null = null;
  const voiceOverFile = (voiceOverId: string) =>
    new Promise<LibraryFile>((resolve, reject) => {
      const fileOf = (files: readonly LibraryFile[]) =>
        files.find((file) => file.voiceOverId === voiceOverId);
      const arrived = (file: LibraryFile) => {
        stop();
        window.clearTimeout(timer);
        resolve(file);
      };
      const stop = library.subscribe((state) => {
        const file = fileOf(state.files);
        if (file) arrived(file);
      });
      const timer = window.setTimeout(() => {
        stop();
        reject(new Error(`Voice-over ${voiceOverId} did not reach the library`));
      }, arrivalMs);
      const known = fileOf(library.getState().files);
      if (known) arrived(known);
    });
  return {
    library,
    handoff,
    placeOnTimeline,
    placeVoiceOver: async (voiceOverId) => placeOnTimeline(await voiceOverFile(voiceOverId)),
    voiceOverFile,
    assemblies: createAssemblyHandoff(),
    usedTake: () =>
      usedTake && library.getState().files.some((file) => file.id === usedTake!.id)
        ? usedTake
        : null,
    rememberUsedTake: (file) => {
      usedTake = file;
    },
    async saveRecording(recording) {
      const known = saved.get(recording.blob);
      if (known && library.getState().files.some((file) => file.id === known.id)) return known;
      const file = new File([recording.blob], recording.name, { type: recording.mimeType });
      const record = await addToLibrary(library, file, {
        read,
        source: RECORDING_SOURCE,
        // The take's length is known exactly; a browser's probe of a WebM can come back short or 0.
        adjust: (read) => ({
          ...read,
          duration: recording.duration || read.duration,
          createdAt: recording.timestamp,
        }),
      });
      saved.set(recording.blob, record);
      return record;
    },
  };
}

/**
 * The studio's media over the signed-in account's own library database: every tool (editor,
 * export, teleprompter, voice-overs, thumbnails) reads and saves through it, so no account ever
 * sees another's files. Another account (a sign-in in another tab) gets a fresh one.
 */
export function StudioMediaProvider({
  owner,
  children,
}: {
  owner: MediaOwner;
  children: ReactNode;
}) {
  return (
    <OwnedStudioMedia key={mediaDbName(owner)} owner={owner}>
      {children}
    </OwnedStudioMedia>
  );
}

function OwnedStudioMedia({ owner, children }: { owner: MediaOwner; children: ReactNode }) {
  const [{ db, media }] = useState(() => {
    const db = lazyMediaDb(owner);
    return { db, media: createStudioMedia(createLibraryStore({ db })) };
  });
  // Lets the connection go with the studio (a later call would open it again).
  useEffect(() => () => db.close(), [db]);
  return <StudioMediaContext.Provider value={media}>{children}</StudioMediaContext.Provider>;
}

export function useStudioMedia(): StudioMedia {
  const media = useContext(StudioMediaContext);
  if (media === null) throw new Error('useStudioMedia needs a StudioMediaProvider');
  return media;
}
