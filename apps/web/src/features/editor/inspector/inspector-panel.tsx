import { findItem } from '@reelwright/timeline';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionStylePanel } from '../captions/caption-style-panel';
import type { LibraryFile } from '../library/library-file';
import { useEditor } from '../store/editor-context';
import { CaptionInspector } from '../timeline/caption-inspector';
import { TranscribeInspector } from '../transcribe/transcribe-inspector';
import type { InspectorPlacement } from './inspector-placement';
import { InspectorTabs } from './inspector-tabs';

/**
 * The selected item's inspectors. On a wide editor they are a column beside the preview (the
 * CapCut habit) that has its room whether or not anything is selected, so selecting an item —
 * the press that starts every drag — changes what is inside it and nothing around it: neither
 * the preview nor the tracks move. On a narrower one they are a strip under the timeline's
 * toolbar, there only while something is selected.
 */
export function InspectorPanel({
  fileOf,
  placement,
}: {
  fileOf: (mediaId: string) => LibraryFile | undefined;
  placement: InspectorPlacement;
}) {
  const { t } = useTranslation('editor');
  const chosen = useEditor((state) =>
    state.selectedId ? findItem(state.history.document, state.selectedId) !== undefined : false,
  );
  // The inspectors come in just after the press that selects an item, in a render of their
  // own after that frame: the press (which starts every drag) draws only the item's selection.
  // They go at once when nothing is selected.
  const selected = useDeferredValue(chosen) && chosen;
  if (!selected && placement === 'strip') return null;
  const inspectors = selected ? (
    <>
      <InspectorTabs />
      <CaptionInspector />
      <CaptionStylePanel />
      {/* In the strip, captions from speech sit in the caption files' row instead (the row is
          there anyway): selecting a video does not make the strip a row taller. */}
      {placement === 'column' && <TranscribeInspector fileOf={fileOf} />}
    </>
  ) : (
    <p className="px-4 py-3 text-sm text-studio-ink-muted">{t('inspector.empty')}</p>
  );
  return (
    <aside
      aria-label={t('inspector.label')}
      // A size container: the inspectors lay their rows out for a narrow column (`@max-sm:`).
      // In the column, `contain: strict`: its size comes from the row (its width, the row's
      // height), so what it holds never re-lays out the page around it.
      className={
        placement === 'column'
          ? '@container flex w-72 shrink-0 flex-col overflow-y-auto border-l border-studio-line bg-studio-panel text-studio-ink [contain:strict]'
          : '@container flex flex-wrap items-center border-b border-studio-line will-change-transform'
      }
    >
      {inspectors}
    </aside>
  );
}
