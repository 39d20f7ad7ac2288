import type { Project } from '@reelwright/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { createProject } from '../api/create-project';
import { getProject } from '../api/get-project';
import { updateProject } from '../api/update-project';
import { createProjectSaver, type ChangeSource, type ProjectSaver } from '../project-saver';
import { createSaveStatus } from '../save-status';
import { blankDocument, documentFromProject, type StudioDocument } from '../studio-document';

/** Quiet time after typing before the project is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type Recipe = (document: StudioDocument) => StudioDocument;

/** The recipe that puts `script` in the document. */
export const withScript =
  (script: string): Recipe =>
  (document) => ({ ...document, script });

type DocumentState = {
  document: StudioDocument;
  /** Grows with every change the saver should hear about. */
  changeId: number;
  source: ChangeSource;
  /** An AI answer is arriving: the text is not final, so nothing is saved until it is. */
  streaming: boolean;
};

type Action =
  | { type: 'edit'; recipe: Recipe; source: ChangeSource }
  | { type: 'stream'; recipe: Recipe }
  | { type: 'load'; document: StudioDocument };

function reduce(state: DocumentState, action: Action): DocumentState {
  switch (action.type) {
    case 'edit':
      return {
        document: action.recipe(state.document),
        changeId: state.changeId + 1,
        source: action.source,
        streaming: false,
      };
    case 'stream':
      return { ...state, document: action.recipe(state.document), streaming: true };
    case 'load':
      return { document: action.document, changeId: 0, source: 'autosave', streaming: false };
  }
}

export type ProjectPhase =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string };

export type StudioProjectOptions = {
  /** The project to open; null starts a blank studio. Read on mount only. */
  projectId: string | null;
  /** A blank studio became a project (its id belongs in the URL). */
  onCreated: (project: Project) => void;
  delayMs?: number;
};

const saverApi = { create: createProject, update: updateProject };

/**
 * The studio's document and its project: loads `projectId`, or starts blank and creates the
 * project on the first real change; then keeps it saved (see `createProjectSaver`). `edit`
 * changes the document and saves it; `stream` shows an AI answer as it arrives without saving
 * until the finished answer comes through `edit` with its source.
 */
export function useStudioProject({
  projectId,
  onCreated,
  delayMs = AUTOSAVE_DELAY_MS,
}: StudioProjectOptions) {
  const [phase, setPhase] = useState<ProjectPhase>(
    projectId === null ? { kind: 'ready' } : { kind: 'loading' },
  );
  const [saveStatus] = useState(() => createSaveStatus());
  const [state, dispatch] = useReducer(reduce, undefined, () => ({
    document: blankDocument(),
    changeId: 0,
    source: 'autosave' as const,
    streaming: false,
  }));

  const [createdId, setCreatedId] = useState<string | null>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const makeSaver = useCallback(
    (project: Project | null, opened?: StudioDocument) =>
      createProjectSaver({ api: saverApi, delayMs, project, ...(opened ? { opened } : {}) }),
    [delayMs],
  );
  const [saver, setSaver] = useState<ProjectSaver | null>(() =>
    projectId === null ? makeSaver(null) : null,
  );
  // The id is read once: a project created here later shows up in the URL without a reload.
  const [initialId] = useState(projectId);

  useEffect(() => {
    if (initialId === null) return;
    const controller = new AbortController();
    getProject(initialId, controller.signal).then(
      (project) => {
        if (controller.signal.aborted) return;
        const document = documentFromProject(project);
        dispatch({ type: 'load', document });
        setSaver(makeSaver(project, document));
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setPhase({ kind: 'missing' });
        } else {
          setPhase({ kind: 'failed', message: error instanceof Error ? error.message : '' });
        }
      },
    );
    return () => controller.abort();
  }, [initialId, makeSaver]);

  useEffect(
    () =>
      saver?.attach({
        onState: saveStatus.set,
        onCreated: (created) => {
          setCreatedId(created.id);
          onCreatedRef.current(created);
        },
      }),
    [saver, saveStatus],
  );

  // Tell the saver about each finished change (not about an AI answer still arriving).
  const notified = useRef(0);
  const { document, changeId, source, streaming } = state;
  useEffect(() => {
    if (saver === null || streaming || changeId === notified.current) return;
    notified.current = changeId;
    saver.edit(document, source);
  }, [saver, document, changeId, source, streaming]);

  // Back online: send what waited. Leaving the page with unsaved edits: ask first.
  useEffect(() => {
    if (saver === null) return;
    const online = () => void saver.flush();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [saver]);

  const edit = useCallback(
    (recipe: Recipe, changeSource: ChangeSource = 'autosave') =>
      dispatch({ type: 'edit', recipe, source: changeSource }),
    [],
  );
  const stream = useCallback((recipe: Recipe) => dispatch({ type: 'stream', recipe }), []);
  const retrySave = useCallback(() => void saver?.flush(), [saver]);

  return {
    phase,
    document,
    streaming,
    /** the save line's own store: its changes re-render only the indicator */
    saveStatus,
    edit,
    stream,
    retrySave,
    /** Known once the project exists (loaded, or created by the first real change). */
    projectId: initialId ?? createdId,
  };
}
