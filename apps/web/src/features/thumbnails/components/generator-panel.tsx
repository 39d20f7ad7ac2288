import type { ThumbnailStyle, Usage } from '@reelwright/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-blob';
import { fetchThumbnailImage } from '../api/fetch-thumbnail-image';
import { footerHint } from '../generation-progress';
import { usePickedImages } from '../hooks/use-picked-images';
import { useProjectIdea } from '../hooks/use-project-idea';
import { useThumbnailGeneration } from '../hooks/use-thumbnail-generation';
import { useThumbnailHistory } from '../hooks/use-thumbnail-history';
import { createImageCache } from '../image-cache';
import { headlineFromTitle } from '../project-idea';
import { thumbnailFileName } from '../image-checks';
import { readDataUrl } from '../read-data-url';
import { GenerationStatus } from './generation-status';
import { GeneratorFooter, type SaveState } from './generator-footer';
import { HistoryStrip } from './history-strip';
import { ImagePickers } from './image-pickers';
import { PromptComposer } from './prompt-composer';
import type { Selection } from './selection';
import { ThumbnailGrid } from './thumbnail-grid';

type GeneratorPanelProps = {
  onClose: () => void;
  projectId?: string | undefined;
  initialDescription?: string | undefined;
  suggestedHeadline?: string | undefined;
  onSaveToLibrary?: ((file: File) => Promise<void>) | undefined;
  onUsageChange?: ((usage: Usage) => void) | undefined;
};

const PANEL_STYLE: ThumbnailStyle = 'vlog';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : String(error);

/**
 * The generator's inside: results and history on the left, the chat and options on the right.
 * In a project, the chat box starts from the project's title and the first line of its hook,
 * and the headline from the title picked in the Publish panel.
 */
export function GeneratorPanel({
  onClose,
  projectId,
  initialDescription = '',
  suggestedHeadline,
  onSaveToLibrary,
  onUsageChange,
}: GeneratorPanelProps) {
  const { t } = useTranslation('thumbnails');
  // Until the creator types, the box shows the project's idea (or what the opener passed).
  const [typed, setTyped] = useState<string | null>(
    initialDescription === '' ? null : initialDescription,
  );
  const idea = useProjectIdea(initialDescription === '' ? projectId : undefined);
  const description = typed ?? idea ?? '';
  // The panel starts on the vlog preset (spec §9); the API's own default is youtube-gaming.
  const [style, setStyle] = useState<ThumbnailStyle>(PANEL_STYLE);
  // The title picked for publishing is the headline until the creator changes it.
  const [headline, setHeadline] = useState(() =>
    suggestedHeadline === undefined ? '' : headlineFromTitle(suggestedHeadline),
  );
  const [selection, setSelection] = useState<Selection | null>(null);
  const [saved, setSaved] = useState<{ id: string; state: SaveState } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const picked = usePickedImages();
  const { history, add: addToHistory } = useThumbnailHistory(projectId);
  const [cache] = useState(() => createImageCache(fetchThumbnailImage));
  useEffect(() => () => cache.dispose(), [cache]);

  const generation = useThumbnailGeneration({
    onDone: (result) => {
      onUsageChange?.(result.usage);
      addToHistory(result.thumbnails);
    },
  });
  const slots = generation.slots;
  const onGrid = useMemo(
    () =>
      new Set((slots ?? []).flatMap((slot) => (slot.kind === 'ready' ? [slot.thumbnail.id] : []))),
    [slots],
  );
  const readyCount = onGrid.size + history.thumbnails.filter((item) => !onGrid.has(item.id)).length;
  const hint = footerHint({ readyCount, selectedNumber: selection?.number ?? null });
  const saveState: SaveState =
    selection !== null && saved?.id === selection.thumbnail.id ? saved.state : 'idle';

  const send = () => {
    setSelection(null);
    setActionError(null);
    const { reference, objects } = picked;
    const text = headline.trim();
    void generation.start(async () => ({
      description,
      style,
      ...(text === '' ? {} : { text }),
      ...(reference === null
        ? {}
        : { referenceImage: { url: await readDataUrl(reference), name: reference.name } }),
      objectImages: await Promise.all(
        objects.map(async (file) => ({ name: file.name, url: await readDataUrl(file) })),
      ),
      ...(projectId === undefined ? {} : { projectId }),
    }));
  };

  const download = async () => {
    if (selection === null) return;
    setActionError(null);
    try {
      const blob = await cache.blobOf(selection.thumbnail.url);
      saveBlob(blob, thumbnailFileName(selection.number));
    } catch (error) {
      setActionError(t('errors.download', { message: messageOf(error) }));
    }
  };

  const save = async () => {
    if (selection === null || !onSaveToLibrary) return;
    const { id, url } = selection.thumbnail;
    setActionError(null);
    setSaved({ id, state: 'saving' });
    try {
      const blob = await cache.blobOf(url);
      await onSaveToLibrary(
        new File([blob], thumbnailFileName(selection.number), { type: 'image/png' }),
      );
      setSaved({ id, state: 'saved' });
    } catch (error) {
      setSaved(null);
      setActionError(t('errors.save', { message: messageOf(error) }));
    }
  };

  return (
    <>
      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden">
        <section
          aria-label={t('grid.label')}
          className="min-w-0 flex-1 space-y-5 p-5 lg:overflow-y-auto"
        >
          <GenerationStatus phase={generation.phase} />
          {slots === null ? (
            <div className="grid place-items-center rounded-card border border-dashed border-studio-line px-6 py-16 text-center">
              <Sparkles aria-hidden="true" className="size-10 text-brand-300" />
              <h3 className="mt-3 text-lg font-semibold">{t('empty.title')}</h3>
              <p className="mt-1 max-w-md text-sm text-studio-ink-muted">{t('empty.text')}</p>
            </div>
          ) : (
            <ThumbnailGrid
              slots={slots}
              selection={selection}
              onSelect={setSelection}
              cache={cache}
            />
          )}
          <HistoryStrip
            history={history}
            shown={onGrid}
            selection={selection}
            onSelect={setSelection}
            cache={cache}
          />
          {actionError !== null && (
            <p role="alert" className="text-sm text-red-300">
              {actionError}
            </p>
          )}
        </section>
        <aside className="shrink-0 space-y-5 border-studio-line p-5 lg:w-[26rem] lg:overflow-y-auto lg:border-l">
          <PromptComposer
            description={description}
            onDescriptionChange={setTyped}
            style={style}
            onStyleChange={setStyle}
            headline={headline}
            onHeadlineChange={setHeadline}
            busy={generation.busy}
            onSend={send}
          />
          <ImagePickers picked={picked} disabled={generation.busy} />
        </aside>
      </div>
      <GeneratorFooter
        hint={hint}
        canAct={selection !== null}
        onDownload={() => void download()}
        onSave={onSaveToLibrary ? () => void save() : undefined}
        saveState={saveState}
        onClose={onClose}
      />
    </>
  );
}
