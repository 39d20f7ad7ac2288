import {
  Film,
  Image as ImageIcon,
  LoaderCircle,
  Music,
  Trash2,
  Upload,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLibrary, useLibraryStore } from './library-context';
import type { LibraryFile, MediaKind } from './library-file';
import { formatDuration, formatSize, peaks } from './read-media';
import { useFormatsHint } from './use-formats-hint';
import {
  iconButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

/** The drag payload type of a library file: its id. The timeline's drop reads it. */
export const LIBRARY_DRAG_TYPE = 'application/x-reelwright-file';

export const LIBRARY_TABS: readonly MediaKind[] = ['videos', 'audios', 'images'];

const TAB_ICONS: Record<MediaKind, LucideIcon> = {
  videos: Film,
  audios: Music,
  images: ImageIcon,
};

const KIND_COLOURS: Record<MediaKind, string> = {
  videos: 'text-clip-video',
  audios: 'text-clip-audio',
  images: 'text-clip-image',
};

const ACCEPT = 'video/*,audio/*,image/*';
const WAVEFORM_BARS = 32;

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A tab of things that are not files (transitions, say), given by the editor. */
export interface LibraryExtraTab {
  id: string;
  label: string;
  Icon: LucideIcon;
  panel: ReactNode;
}

export type LibraryPanelProps = {
  selectedFileId: string | null;
  /** a click: the file becomes the one double-click on a track adds */
  onFileSelect: (file: LibraryFile) => void;
  /** double-click or Enter: add the file at the playhead */
  onFileAdd: (file: LibraryFile) => void;
  onFileDragStart: (file: LibraryFile) => void;
  onFileDragEnd: () => void;
  /** tabs after the media ones, each with its own panel */
  extraTabs?: readonly LibraryExtraTab[];
};

/** Whether a drag carries files from the computer (not a row of this list). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function LibraryPanel({
  selectedFileId,
  onFileSelect,
  onFileAdd,
  onFileDragStart,
  onFileDragEnd,
  extraTabs = [],
}: LibraryPanelProps) {
  const { t, i18n } = useTranslation('editor');
  const store = useLibraryStore();
  const files = useLibrary((state) => state.files);
  const uploading = useLibrary((state) => state.uploading);
  const error = useLibrary((state) => state.error);
  const storage = useLibrary((state) => state.storage);
  const upload = useLibrary((state) => state.upload);
  const dismissError = useLibrary((state) => state.dismissError);
  const clearAll = useLibrary((state) => state.clearAll);

  const [tab, setTab] = useState<MediaKind>('videos');
  // An extra tab (not files) when one is open; the media tab stays remembered under it.
  const [extraTab, setExtraTab] = useState<string | null>(null);
  const openExtra = extraTabs.find((extra) => extra.id === extraTab);
  const current: string = openExtra ? openExtra.id : tab;
  const allTabs: readonly string[] = [...LIBRARY_TABS, ...extraTabs.map((extra) => extra.id)];
  const choose = (id: string) => {
    const kind = LIBRARY_TABS.find((media) => media === id);
    if (kind) setTab(kind);
    setExtraTab(kind ? null : id);
  };
  const formatsHint = useFormatsHint(tab);
  const [dragOver, setDragOver] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const tabRefs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-row-hint`;
  const tabId = (kind: string) => `${baseId}-tab-${kind}`;
  const panelId = (kind: string) => `${baseId}-panel-${kind}`;

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  const counts = useMemo(() => {
    const result: Record<MediaKind, number> = { videos: 0, audios: 0, images: 0 };
    for (const file of files) result[file.type] += 1;
    return result;
  }, [files]);
  const shown = useMemo(() => files.filter((file) => file.type === tab), [files, tab]);

  const sizeOptions = {
    units: [
      t('library.units.b'),
      t('library.units.kb'),
      t('library.units.mb'),
      t('library.units.gb'),
      t('library.units.tb'),
    ],
    locale: i18n.language,
  };

  const uploadFiles = async (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    const added = await upload(chosen);
    // Show where the new files went when none of them is on the open tab.
    const first = added[0];
    if (first !== undefined && !added.some((file) => file.type === tab)) choose(first.type);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = allTabs.indexOf(current);
    const last = allTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = allTabs[target]!;
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const confirmClearAll = async () => {
    setClearing(true);
    try {
      await clearAll();
    } finally {
      setClearing(false);
      setConfirmClear(false);
    }
  };

  const tabProps = (id: string) => ({
    selected: id === current,
    tabId: tabId(id),
    panelId: panelId(id),
    buttonRef: (element: HTMLButtonElement | null) => {
      tabRefs.current[id] = element;
    },
    onSelect: () => choose(id),
    onKeyDown: onTabKeyDown,
  });
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full min-h-0 flex-col gap-3 overflow-y-auto bg-studio-panel p-3 text-studio-ink"
    >
      <h2 id={headingId} className="text-base font-semibold">
        {t('library.title')}
      </h2>

      {error !== null && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-control border border-danger-600 bg-danger-600/20 px-3 py-2 text-sm text-studio-ink"
        >
          <p className="min-w-0 flex-1 break-words whitespace-pre-line">{error}</p>
          <button
            type="button"
            aria-label={t('library.dismiss')}
            onClick={dismissError}
            className={`${iconButtonClass} -my-1 size-7 ${focusRing}`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      <div
        role="tablist"
        aria-label={t('library.tabs.label')}
        className="grid gap-1 rounded-control bg-studio-bg p-1"
        style={{ gridTemplateColumns: `repeat(${allTabs.length}, minmax(0, 1fr))` }}
      >
        {LIBRARY_TABS.map((kind) => {
          const Icon = TAB_ICONS[kind];
          // Label first (its accessible name reads 'Videos 1'), shown under the icon and count
          // so all the tabs fit a narrow panel.
          return (
            <LibraryTab
              key={kind}
              {...tabProps(kind)}
              label={t(`library.tabs.${kind}`)}
              marker={
                <span className="flex items-center gap-1">
                  <Icon aria-hidden="true" className={`size-4 shrink-0 ${KIND_COLOURS[kind]}`} />
                  <span className="rounded-full bg-studio-bg px-1.5 text-[0.7rem] leading-4 tabular-nums">
                    {counts[kind]}
                  </span>
                </span>
              }
            />
          );
        })}
        {extraTabs.map(({ id, label, Icon }) => (
          <LibraryTab
            key={id}
            {...tabProps(id)}
            label={label}
            marker={<Icon aria-hidden="true" className="size-4 shrink-0" />}
          />
        ))}
      </div>

      {/* The closed tabs' panels exist (empty) so every tab's aria-controls points somewhere. */}
      {allTabs
        .filter((kind) => kind !== current)
        .map((kind) => (
          <div key={kind} role="tabpanel" id={panelId(kind)} aria-labelledby={tabId(kind)} hidden />
        ))}
      {openExtra && (
        <div
          role="tabpanel"
          id={panelId(openExtra.id)}
          aria-labelledby={tabId(openExtra.id)}
          className="flex flex-1 flex-col gap-3"
        >
          {openExtra.panel}
        </div>
      )}
      <div
        hidden={openExtra !== undefined}
        role="tabpanel"
        id={openExtra ? undefined : panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="flex flex-1 flex-col gap-3"
      >
        <div
          onDragOver={(event) => {
            if (!carriesFiles(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(event) => {
            if (!carriesFiles(event)) return;
            event.preventDefault();
            setDragOver(false);
            void uploadFiles(event.dataTransfer.files);
          }}
          className={`flex flex-col items-center gap-2 rounded-card border border-dashed px-3 py-4 text-center ${
            dragOver ? 'border-brand-600 bg-brand-600/10' : 'border-studio-line bg-studio-bg'
          }`}
        >
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-1 text-xs text-studio-ink-muted"
          >
            <Upload aria-hidden="true" className="size-5" />
            {t('library.upload.dropzone')}
          </label>
          <button
            type="button"
            disabled={uploading}
            onClick={() => inputRef.current?.click()}
            className={`${primaryButtonClass} ${focusRing}`}
          >
            {uploading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="size-4" />
            )}
            {uploading ? t('library.upload.uploading') : t('library.upload.button')}
          </button>
          <p className="text-xs text-studio-ink-muted">
            {t('library.formats', { list: formatsHint })}
          </p>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            aria-label={t('library.upload.input')}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const input = event.currentTarget;
              void uploadFiles(input.files).finally(() => {
                // The same file can be chosen again (after deleting it, say).
                input.value = '';
              });
            }}
          />
        </div>

        <p id={hintId} className="sr-only">
          {t('library.file.hint')}
        </p>
        {shown.length === 0 ? (
          <p className="px-1 py-6 text-center text-sm text-studio-ink-muted">
            {t(`library.empty.${tab}`)}
          </p>
        ) : (
          <ul
            aria-label={t(`library.tabs.${tab}`)}
            className="-mx-1 flex min-h-28 flex-1 flex-col gap-1 overflow-y-auto px-1"
          >
            {shown.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                selected={file.id === selectedFileId}
                hintId={hintId}
                sizeOptions={sizeOptions}
                onSelect={onFileSelect}
                onAdd={onFileAdd}
                onDragStart={onFileDragStart}
                onDragEnd={onFileDragEnd}
                onLastDeleted={() => tabRefs.current[tab]?.focus()}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-studio-line pt-3">
        <p className="text-xs text-studio-ink-muted">
          {storage !== null &&
            t('library.storage', {
              used: formatSize(storage.usage, sizeOptions),
              quota: formatSize(storage.quota, sizeOptions),
            })}
        </p>
        <button
          type="button"
          disabled={files.length === 0}
          onClick={() => setConfirmClear(true)}
          className={`${secondaryButtonClass} ${focusRing}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('library.clear.button')}
        </button>
      </div>

      <ConfirmDialog
        open={confirmClear}
        title={t('library.clear.title')}
        confirmLabel={t('library.clear.confirm')}
        cancelLabel={t('library.clear.cancel')}
        busy={clearing}
        busyLabel={t('library.clear.busy')}
        danger
        onConfirm={() => void confirmClearAll()}
        onClose={() => setConfirmClear(false)}
      >
        {t('library.clear.body')}
      </ConfirmDialog>
    </section>
  );
}

type FileRowProps = {
  file: LibraryFile;
  selected: boolean;
  hintId: string;
  sizeOptions: { units: readonly string[]; locale: string };
  onSelect: (file: LibraryFile) => void;
  onAdd: (file: LibraryFile) => void;
  onDragStart: (file: LibraryFile) => void;
  onDragEnd: () => void;
  /** Focus has nowhere to go in the list once its last row is deleted. */
  onLastDeleted: () => void;
};

function FileRow({
  file,
  selected,
  hintId,
  sizeOptions,
  onSelect,
  onAdd,
  onDragStart,
  onDragEnd,
  onLastDeleted,
}: FileRowProps) {
  const { t } = useTranslation('editor');
  const remove = useLibrary((state) => state.remove);
  const detail =
    file.type === 'images'
      ? file.width > 0
        ? `${file.width}×${file.height}`
        : null
      : formatDuration(file.duration);

  return (
    <li className="flex items-center gap-1">
      {/* A div, not a <button>: Firefox will not drag a button. */}
      <div
        role="button"
        tabIndex={0}
        draggable
        aria-pressed={selected}
        aria-describedby={hintId}
        onClick={() => onSelect(file)}
        onDoubleClick={() => onAdd(file)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onAdd(file);
          } else if (event.key === ' ') {
            event.preventDefault();
            onSelect(file);
          }
        }}
        onDragStart={(event) => {
          event.dataTransfer.setData(LIBRARY_DRAG_TYPE, file.id);
          event.dataTransfer.effectAllowed = 'copy';
          onDragStart(file);
        }}
        onDragEnd={() => onDragEnd()}
        className={`flex min-w-0 flex-1 cursor-grab items-center gap-2 rounded-control border p-1.5 text-left active:cursor-grabbing ${focusRing} ${
          selected
            ? 'border-brand-600 bg-studio-raised'
            : 'border-transparent hover:bg-studio-raised'
        }`}
      >
        <Thumbnail file={file} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm" title={file.name}>
            {file.name}
          </span>
          <span className="block text-xs text-studio-ink-muted tabular-nums">
            {formatSize(file.size, sizeOptions)}
            {detail !== null && ` · ${detail}`}
          </span>
        </span>
      </div>
      <button
        type="button"
        aria-label={t('library.file.delete', { name: file.name })}
        onClick={(event) => {
          // Keep keyboard users in the list: focus moves to the next row (or the one before).
          const item = event.currentTarget.closest('li');
          const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)
            ?.firstElementChild;
          void remove(file.id);
          if (neighbour instanceof HTMLElement) neighbour.focus();
          else onLastDeleted();
        }}
        className={`${iconButtonClass} ${focusRing}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function Thumbnail({ file }: { file: LibraryFile }) {
  const url = useLibrary((state) => state.urls[file.id]);
  const posterUrl = useLibrary((state) => state.posterUrls[file.id]);
  const frame =
    'grid h-9 w-16 shrink-0 place-items-center overflow-hidden rounded-[0.375rem] bg-studio-bg';

  if (file.type === 'videos' && posterUrl !== undefined) {
    return (
      <span className={frame}>
        <img src={posterUrl} alt="" draggable={false} className="size-full object-cover" />
      </span>
    );
  }
  if (file.type === 'images' && url !== undefined) {
    return (
      <span className={frame}>
        <img
          src={url}
          alt=""
          draggable={false}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </span>
    );
  }
  if (file.type === 'audios' && file.waveform !== undefined && file.waveform.length > 0) {
    return (
      <span className={`${frame} ${KIND_COLOURS.audios}`}>
        <WaveformBars waveform={file.waveform} />
      </span>
    );
  }
  const Icon = TAB_ICONS[file.type];
  return (
    <span className={`${frame} ${KIND_COLOURS[file.type]}`}>
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/** The waveform as bars, drawn in the current colour. */
export function WaveformBars({ waveform }: { waveform: readonly number[] }) {
  const bars = useMemo(() => peaks(waveform, WAVEFORM_BARS), [waveform]);
  const height = 20;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WAVEFORM_BARS} ${height}`}
      preserveAspectRatio="none"
      className="h-7 w-14"
    >
      {bars.map((value, index) => {
        const bar = Math.max(1, value * height);
        return (
          <rect
            key={index}
            x={index + 0.2}
            y={(height - bar) / 2}
            width={0.6}
            height={bar}
            rx={0.3}
            fill="currentColor"
          />
        );
      })}
    </svg>
  );
}

/** One tab of the library: its label over a marker (a kind's icon and count, or an icon). */
function LibraryTab({
  selected,
  tabId,
  panelId,
  buttonRef,
  onSelect,
  onKeyDown,
  label,
  marker,
}: {
  selected: boolean;
  tabId: string;
  panelId: string;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  label: string;
  marker: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      role="tab"
      id={tabId}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      className={`flex min-w-0 flex-col-reverse items-center justify-center gap-0.5 rounded-[calc(var(--radius-control)-0.25rem)] px-1.5 py-1 text-xs font-medium ${focusRing} ${
        selected
          ? 'bg-studio-raised text-studio-ink'
          : 'text-studio-ink-muted hover:text-studio-ink'
      }`}
    >
      <span className="max-w-full truncate">{label}</span>
      {marker}
    </button>
  );
}
