import type { CreateProjectBody, Project, UpdateProjectBody } from '@reelwright/contracts';
import { ApiError } from '../../lib/api-client';
import {
  changedFields,
  documentFromProject,
  isMeaningful,
  savedFieldsOf,
  type SavedFields,
  type StudioDocument,
} from './studio-document';

/**
 * Why the studio changed. Typing is `autosave`; AI changes name themselves so the server keeps a
 * script version. `voiceOver` (one added to the project) is saved at once too, but it is not a
 * script change, so the server hears `autosave` and an AI source waiting alongside wins.
 */
export type ChangeSource = 'autosave' | 'generate' | 'improve' | 'extend' | 'voiceOver';

const versionSourceOf = (source: ChangeSource) => (source === 'voiceOver' ? 'autosave' : source);

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** No connection: edits wait in memory until the browser is back online. */
  | { kind: 'offline' }
  /** Another tab or device saved first; nothing more is sent until the project is reloaded. */
  | { kind: 'conflict' }
  | { kind: 'error'; message: string };

export type SaverApi = {
  create(body: CreateProjectBody): Promise<Project>;
  update(id: string, body: UpdateProjectBody): Promise<Project>;
};

export type SaverOptions = {
  api: SaverApi;
  /** Quiet time after the last typed change before it is saved. */
  delayMs: number;
  /** The project being edited, or null for a blank studio (created on its first real change). */
  project: Project | null;
  isOnline?: () => boolean;
};

export type SaverListeners = {
  onState: (state: SaveState) => void;
  onCreated: (project: Project) => void;
};

const isOfflineFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

/**
 * Keeps a project in step with the studio. Typing is saved after `delayMs` of quiet; AI changes
 * at once with their source, so the server keeps a version. Only changed fields are sent, with
 * the revision they are based on. Edits made while a save is on its way stay in memory and go
 * out next, so nothing typed is lost; offline, they wait for `flush()` (the `online` event).
 */
export function createProjectSaver(options: SaverOptions) {
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  let id = options.project?.id ?? null;
  let revision = options.project?.revision ?? 0;
  let saved: SavedFields | null = options.project
    ? savedFieldsOf(documentFromProject(options.project))
    : null;
  let latest: StudioDocument | null = null;
  // The strongest reason among the unsaved changes: an AI change outranks typing.
  let pendingSource: ChangeSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let stopped = true;
  // An opened project starts out saved; a blank studio has nothing to save yet.
  let state: SaveState = options.project ? { kind: 'saved' } : { kind: 'idle' };
  let listeners: SaverListeners | null = null;

  const setState = (next: SaveState) => {
    if (stopped) return;
    state = next;
    listeners?.onState(next);
  };

  const unsaved = (): Partial<SavedFields> | null => {
    if (latest === null) return null;
    if (saved === null) return isMeaningful(latest) ? savedFieldsOf(latest) : null;
    const changes = changedFields(saved, savedFieldsOf(latest));
    return Object.keys(changes).length > 0 ? changes : null;
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || state.kind === 'conflict') return;
    if (inFlight) {
      again = true;
      return;
    }
    const changes = unsaved();
    if (changes === null || latest === null) {
      pendingSource = null;
      if (state.kind === 'saving' || state.kind === 'offline') setState({ kind: 'saved' });
      return;
    }
    if (!isOnline()) return setState({ kind: 'offline' });

    const source = pendingSource ?? 'autosave';
    pendingSource = null;
    const sent = savedFieldsOf(latest);
    inFlight = true;
    again = false;
    setState({ kind: 'saving' });
    try {
      if (id === null) {
        const project = await options.api.create(sent);
        id = project.id;
        revision = project.revision;
        saved = sent;
        if (!stopped) listeners?.onCreated(project);
      } else {
        const project = await options.api.update(id, {
          ...changes,
          revision,
          source: versionSourceOf(source),
        });
        revision = project.revision;
        saved = sent;
      }
    } catch (error) {
      if (pendingSource === null && source !== 'autosave') pendingSource = source;
      inFlight = false;
      if (error instanceof ApiError && error.status === 409) return setState({ kind: 'conflict' });
      if (error instanceof ApiError && (error.code === 'ABORTED' || error.status === 401)) {
        return setState({ kind: 'idle' });
      }
      if (isOfflineFailure(error) || !isOnline()) return setState({ kind: 'offline' });
      const message = error instanceof Error ? error.message : String(error);
      return setState({ kind: 'error', message });
    }
    inFlight = false;
    if (again || pendingSource !== null) return flush();
    if (unsaved() === null) setState({ kind: 'saved' });
    else if (timer === undefined) schedule();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), options.delayMs);
  }

  return {
    /** The studio changed; `source` says why (typing is `autosave`). */
    edit(document: StudioDocument, source: ChangeSource = 'autosave') {
      latest = document;
      if (stopped || state.kind === 'conflict') return;
      if (source !== 'autosave') {
        pendingSource = source === 'voiceOver' ? (pendingSource ?? source) : source;
        void flush();
        return;
      }
      if (unsaved() === null && !inFlight) {
        clearTimeout(timer);
        timer = undefined;
        return;
      }
      if (state.kind !== 'offline') setState({ kind: 'saving' });
      schedule();
    },
    /** Saves now whatever is waiting (back online, or before leaving). */
    flush,
    hasUnsavedChanges: () => unsaved() !== null,
    get projectId() {
      return id;
    },
    get revision() {
      return revision;
    },
    /**
     * Starts saving and reporting (a component's effect calls it on mount); the returned detach
     * saves what is still waiting at once, so leaving the studio loses nothing, and then stops.
     */
    attach(next: SaverListeners) {
      listeners = next;
      stopped = false;
      next.onState(state);
      if (unsaved() !== null && !inFlight) schedule();
      return () => {
        if (unsaved() !== null) void flush();
        clearTimeout(timer);
        timer = undefined;
        stopped = true;
      };
    },
  };
}

export type ProjectSaver = ReturnType<typeof createProjectSaver>;
