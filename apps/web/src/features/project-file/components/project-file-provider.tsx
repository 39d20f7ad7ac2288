import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { openProjectFile, type OpenPorts } from '../open-project-file';
import { PROJECT_FILE_NAMESPACE } from '../project-file-locales';
import { OpenProjectDialog, type OpenState } from './open-project-dialog';

interface ProjectFileOpener {
  /** asks for a project file (the file picker) and opens it */
  pick(): void;
  /** opens a file already in hand (a drop) */
  open(file: File): void;
}

const ProjectFileContext = createContext<ProjectFileOpener | null>(null);

/** 'Open project file…' for whatever is inside the provider; null outside one. */
export function useProjectFileOpener(): ProjectFileOpener | null {
  return useContext(ProjectFileContext);
}

const isZipName = (name: string) => name.toLowerCase().endsWith('.zip');
const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/x-zip'];

/** A drag that carries a .zip (names are unknown until the drop; the type is known). */
function carriesZip(event: DragEvent): boolean {
  const items = [...(event.dataTransfer?.items ?? [])];
  return items.some((item) => item.kind === 'file' && ZIP_TYPES.includes(item.type));
}

/**
 * Opens project files for the studio: from the picker (`pick`) or a `.zip` dropped anywhere on
 * the page. The outcome dialog lives here, above the project's session, so it stays up while the
 * new project opens (`onOpened`).
 */
export function ProjectFileProvider({
  ports,
  onOpened,
  children,
}: {
  ports: OpenPorts;
  onOpened: (projectId: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(PROJECT_FILE_NAMESPACE);
  const [state, setState] = useState<OpenState>({ kind: 'closed' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const latest = useRef({ ports, onOpened });
  useEffect(() => {
    latest.current = { ports, onOpened };
  });

  const open = useCallback((file: File) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'working', fileName: file.name, progress: { phase: 'reading' } });
    openProjectFile(file, latest.current.ports, (progress) =>
      setState({ kind: 'working', fileName: file.name, progress }),
    )
      .then(
        (project) => {
          setState({ kind: 'opened', project });
          latest.current.onOpened(project.projectId);
        },
        (error: unknown) => setState({ kind: 'failed', fileName: file.name, error }),
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);

  // A .zip dropped anywhere on the studio is a project file (the library takes no archives).
  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!carriesZip(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      const file = [...(event.dataTransfer?.files ?? [])].find((candidate) =>
        isZipName(candidate.name),
      );
      setDragging(false);
      if (file === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      open(file);
    };
    window.addEventListener('dragover', over, true);
    window.addEventListener('dragleave', leave, true);
    window.addEventListener('drop', drop, true);
    return () => {
      window.removeEventListener('dragover', over, true);
      window.removeEventListener('dragleave', leave, true);
      window.removeEventListener('drop', drop, true);
    };
  }, [open]);

  const opener = useMemo<ProjectFileOpener>(
    () => ({ pick: () => input.current?.click(), open }),
    [open],
  );

  return (
    <ProjectFileContext.Provider value={opener}>
      {children}
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('menu.openPicker')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) open(file);
        }}
      />
      {dragging && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed inset-4 z-50 grid place-items-center rounded-card border-2 border-dashed border-brand-400 bg-black/50 text-lg font-semibold text-white"
        >
          {t('open.dropHint')}
        </div>
      )}
      <OpenProjectDialog state={state} onClose={() => setState({ kind: 'closed' })} />
    </ProjectFileContext.Provider>
  );
}
