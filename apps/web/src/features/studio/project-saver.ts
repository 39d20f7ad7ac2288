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
import {
  initialSaveFacts,
  nextSaveFacts,
  sameSaveState,
  saveStateOf,
  type SaveEvent,
  type SaveProblem,
  type SaveState,
} from './save-state';

/**
 * Why the studio changed. Typing is `autosave`; AI changes and a restored version name
 * themselves so the server keeps a script version. `voiceOver` (one added to the project) is saved at once too, but it is not a
 * script change, so the server hears `autosave` and an AI source waiting alongside wins.
 */
export type ChangeSource = 'autosave' | 'generate' | 'improve' | 'extend' | 'restore' | 'voiceOver';

const versionSourceOf = (source: ChangeSource) => (source === 'voiceOver' ? 'autosave' : source);

export type { SaveState };

export type SaverApi = {
  create(body: CreateProjectBody): Promise<Project>;
  /** Saves the changes; answers the project's new revision. */
  update(id: string, body: UpdateProjectBody): Promise<{ revision: number }>;
};

export type SaverOptions = {
  api: SaverApi;
  /** Quiet time after the last typed change before it is saved. */
  delayMs: number;
  /** The project being edited, or null for a blank studio (created on its first real change). */
  project: Project | null;
  /**
   * The studio's document of `project`, as the studio shows it: its timeline is the very object
   * the editor starts from, so undoing back to it reads 'Saved' at once and sends nothing (a
   * timeline is compared by identity). Without it, the project's own fields are the saved ones.
   */
  opened?: StudioDocument;
  isOnline?: () => boolean;
};

export type SaverListeners = {
  onState: (state: SaveState) => void;
  onCreated: (project: Project) => void;
};

const isOfflineFailure = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

function problemOf(error: unknown, online: boolean): SaveProblem {
  if (error instanceof ApiError && error.status === 409) return { kind: 'conflict' };
  if (error instanceof ApiError && (error.code === 'ABORTED' || error.status === 401)) {
    return { kind: 'interrupted' };
  }
  if (isOfflineFailure(error) || !online) return { kind: 'offline' };
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

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
    ? savedFieldsOf(options.opened ?? documentFromProject(options.project))
    : null;
  let latest: StudioDocument | null = null;
  // The strongest reason among the unsaved changes: an AI change outranks typing.
  let pendingSource: ChangeSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let stopped = true;
  // An opened project starts out saved; a blank studio has nothing to save yet.
  let facts = initialSaveFacts(options.project !== null);
  let shown: SaveState = saveStateOf(facts);
  let listeners: SaverListeners | null = null;

  /** Every change of the header's line goes through the state machine (save-state.ts). */
  const report = (event: SaveEvent) => {
    facts = nextSaveFacts(facts, event);
    const next = saveStateOf(facts);
    if (stopped || sameSaveState(next, shown)) return;
    shown = next;
    listeners?.onState(next);
  };
  const inConflict = () => facts.problem?.kind === 'conflict';

  const unsaved = (): Partial<SavedFields> | null => {
    if (latest === null) return null;
    if (saved === null) return isMeaningful(latest) ? savedFieldsOf(latest) : null;
    const changes = changedFields(saved, savedFieldsOf(latest));
    return Object.keys(changes).length > 0 ? changes : null;
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || inConflict()) return;
    if (inFlight) {
      again = true;
      return;
    }
    const changes = unsaved();
    if (changes === null || latest === null) {
      pendingSource = null;
      return report({ type: 'changed', unsaved: false });
    }
    if (!isOnline()) return report({ type: 'waitingForNetwork' });

    const source = pendingSource ?? 'autosave';
    pendingSource = null;
    const sent = savedFieldsOf(latest);
    inFlight = true;
    again = false;
    report({ type: 'sent' });
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
      return report({ type: 'failed', problem: problemOf(error, isOnline()) });
    }
    inFlight = false;
    const waiting = unsaved() !== null;
    report({ type: 'answered', unsaved: waiting });
    if (again || pendingSource !== null) return flush();
    if (waiting && timer === undefined) schedule();
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), options.delayMs);
  }

  return {
    /** The studio changed; `source` says why (typing is `autosave`). */
    edit(document: StudioDocument, source: ChangeSource = 'autosave') {
      latest = document;
      if (stopped || inConflict()) return;
      if (source !== 'autosave') {
        pendingSource = source === 'voiceOver' ? (pendingSource ?? source) : source;
        void flush();
        return;
      }
      const waiting = unsaved() !== null;
      // Changed back to what the server has (an undo): 'Saved' at once, nothing to send.
      report({ type: 'changed', unsaved: waiting });
      if (!waiting && !inFlight) {
        clearTimeout(timer);
        timer = undefined;
        return;
      }
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
      shown = saveStateOf(facts);
      next.onState(shown);
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
