import {
  changeFormat,
  createDocument,
  type TimelineDocument,
  type VideoFormat,
} from '@reelwright/timeline';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useElementSize } from '../../lib/use-element-size';
import './editor-locales';
import type { AssemblyHandoff } from './assembly/assembly-handoff';
import { useIncomingAssembly } from './assembly/use-incoming-assembly';
import { InspectorPanel } from './inspector/inspector-panel';
import { inspectorPlacementFor } from './inspector/inspector-placement';
import type { FileHandoff } from './library/file-handoff';
import type { LibraryFile, MediaKind } from './library/library-file';
import { LibraryPanel } from './library/library-panel';
import type { LibraryStore } from './library/library-store';
import { LibraryStoreProvider, useLibrary, useLibraryStore } from './library/library-context';
import { useVoiceOverFiles, type VoiceOverRef } from './library/use-voice-over-files';
import { PreviewPlayer } from './preview/preview-player';
import { EditorStoreProvider, useEditor, useEditorStore } from './store/editor-context';
import { createEditorStore, type EditorStore } from './store/editor-store';
import { useIncomingFiles } from './store/use-incoming-files';
import { useTimelineAutosave } from './store/use-timeline-autosave';
import type { ChapterMark } from './timeline/chapter-markers';
import { TextLibrary } from './text/text-library';
import { TranscribeInspector } from './transcribe/transcribe-inspector';
import { TimelinePanel } from './timeline/timeline-panel';
import { useTransitionsTab } from './transitions/use-transitions-tab';

const NO_FILES: readonly LibraryFile[] = [];

/** What the export needs: the timeline as it is now and the library's files by media id. */
export type ExportRequestJob = {
  document: TimelineDocument;
  media: (mediaId: string) => Blob | undefined;
  /** gives the project another format (one undo step in the editor) and the timeline after it */
  changeFormat: (format: VideoFormat) => TimelineDocument;
};

export type VideoEditorProps = {
  /** the project's saved timeline; null for a new one */
  timeline: TimelineDocument | null;
  /** every settled change, for the project's autosave */
  onTimelineChange: (document: TimelineDocument) => void;
  /** shows the Export button; called with the timeline and its files */
  onExport?: ((job: ExportRequestJob) => void) | undefined;
  /** the project's voice-overs, put into the Audio tab */
  voiceOvers?: readonly VoiceOverRef[];
  /** fetches a voice-over's MP3 (it needs the session's token) */
  fetchAudio?: (url: string) => Promise<Blob>;
  /** the library's store, over the signed-in account's own database (the route makes it: the
   * teleprompter, thumbnails and export use the same one) */
  libraryStore: LibraryStore;
  /** files to put on the timeline as they arrive (the first free track of their kind, with an
   * Undo toast) */
  incoming?: FileHandoff;
  /** 'Build my video' plans to build on the timeline (one undo step each) */
  assemblies?: AssemblyHandoff;
  /** shows a Thumbnail button in the timeline's header (the route opens the generator) */
  onCreateThumbnail?: (() => void) | undefined;
  /** the project's chapters, flagged on the timeline's ruler */
  chapters?: readonly ChapterMark[] | undefined;
  /** more buttons for the timeline's header (the route's project file menu) */
  headerTools?: ReactNode;
};

/**
 * The video editor: media library, preview with transport, and Timeline Pro. It owns one editor
 * store (the timeline's history, playhead, zoom…) for as long as the project is open, and shows
 * the account's library store it is given.
 */
export function VideoEditor({
  timeline,
  onTimelineChange,
  onExport,
  voiceOvers = NO_VOICE_OVERS,
  fetchAudio,
  libraryStore,
  incoming,
  assemblies,
  onCreateThumbnail,
  chapters,
  headerTools,
}: VideoEditorProps) {
  const [editor] = useState<EditorStore>(() =>
    createEditorStore({ document: timeline ?? createDocument() }),
  );
  const library = libraryStore;
  useTimelineAutosave(editor, onTimelineChange);

  useEffect(() => {
    void library.getState().load();
    return () => library.getState().dispose();
  }, [library]);

  useIncomingFiles(editor, incoming);
  useIncomingAssembly(editor, assemblies);

  return (
    <EditorStoreProvider store={editor}>
      <LibraryStoreProvider store={library}>
        {fetchAudio && <VoiceOverFiles voiceOvers={voiceOvers} fetchAudio={fetchAudio} />}
        <EditorLayout
          onExport={onExport}
          onCreateThumbnail={onCreateThumbnail}
          chapters={chapters}
          headerTools={headerTools}
        />
      </LibraryStoreProvider>
    </EditorStoreProvider>
  );
}

const NO_VOICE_OVERS: readonly VoiceOverRef[] = [];

function VoiceOverFiles(props: {
  voiceOvers: readonly VoiceOverRef[];
  fetchAudio: (url: string) => Promise<Blob>;
}) {
  useVoiceOverFiles(props.voiceOvers, props.fetchAudio);
  return null;
}

function EditorLayout({
  onExport,
  onCreateThumbnail,
  chapters,
  headerTools,
}: {
  onExport?: ((job: ExportRequestJob) => void) | undefined;
  onCreateThumbnail?: (() => void) | undefined;
  chapters?: readonly ChapterMark[] | undefined;
  headerTools?: ReactNode;
}) {
  const editor = useEditorStore();
  const library = useLibraryStore();
  const files = useLibrary((state) => state.files);
  const urls = useLibrary((state) => state.urls);
  const selectedFileId = useEditor((state) => state.selectedFileId);
  const transitionsTab = useTransitionsTab();
  const root = useRef<HTMLDivElement>(null);
  const placement = inspectorPlacementFor(useElementSize(root).width);
  const libraryTabs = useMemo(() => [transitionsTab], [transitionsTab]);

  // Stable lookups that read the newest files, so memoised lanes re-render only when the
  // files themselves change (the `files` dependency) — not on every playhead move.
  const fileOf = useCallback(
    (mediaId: string) => files.find((file) => file.id === mediaId),
    [files],
  );
  // The same array for a kind until the files change: an offline item's relink list is a prop
  // of its memoised view, and a fresh array each time re-rendered every offline item in view
  // at each selection and each step of a drag.
  const filesByKind = useMemo(() => {
    const byKind = new Map<MediaKind, LibraryFile[]>();
    for (const file of files) {
      const list = byKind.get(file.type);
      if (list) list.push(file);
      else byKind.set(file.type, [file]);
    }
    return byKind;
  }, [files]);
  const filesOfKind = useCallback(
    (kind: MediaKind): readonly LibraryFile[] => filesByKind.get(kind) ?? NO_FILES,
    [filesByKind],
  );
  const fileUrl = useCallback((mediaId: string) => urls[mediaId], [urls]);

  const onFileSelect = useCallback(
    (file: LibraryFile) => editor.getState().selectFile(file.id),
    [editor],
  );
  const onFileAdd = useCallback((file: LibraryFile) => editor.getState().addFile(file), [editor]);
  const onFileDragStart = useCallback(
    (file: LibraryFile) => editor.getState().startLibraryDrag(file),
    [editor],
  );
  const onFileDragEnd = useCallback(() => {
    // A drop on a track already finished it; this ends a drag released anywhere else.
    if (editor.getState().draggedFile) editor.getState().cancelLibraryDrag();
  }, [editor]);

  const exportTimeline = useCallback(() => {
    if (!onExport) return;
    const files = library.getState().files;
    onExport({
      document: editor.getState().history.document,
      media: (mediaId) => files.find((file) => file.id === mediaId)?.blob,
      changeFormat: (format) => {
        editor.getState().run((document) => changeFormat(document, format));
        return editor.getState().history.document;
      },
    });
  }, [onExport, editor, library]);

  const inspector = <InspectorPanel fileOf={fileOf} placement={placement} />;

  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col">
      {/* The preview keeps at least 30% of the editor's height: the timeline's tracks scroll
          instead of squeezing it away when the caption and inspector rows are all open. */}
      <div className="flex min-h-0 flex-1 flex-col lg:min-h-[30%] lg:flex-row">
        <div className="shrink-0 border-studio-line lg:w-72 lg:border-r">
          <LibraryPanel
            selectedFileId={selectedFileId}
            onFileSelect={onFileSelect}
            onFileAdd={onFileAdd}
            onFileDragStart={onFileDragStart}
            onFileDragEnd={onFileDragEnd}
            extraTabs={libraryTabs}
          />
          <TextLibrary />
        </div>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col p-3">
          <PreviewPlayer fileUrl={fileUrl} fileOf={fileOf} />
        </div>
        {placement === 'column' && inspector}
      </div>
      <TimelinePanel
        fileOf={fileOf}
        filesOfKind={filesOfKind}
        {...(onExport ? { onExport: exportTimeline } : {})}
        onCreateThumbnail={onCreateThumbnail}
        chapters={chapters}
        headerTools={headerTools}
        inspector={placement === 'strip' ? inspector : null}
        captionTools={placement === 'strip' ? <TranscribeInspector fileOf={fileOf} /> : null}
      />
    </div>
  );
}
