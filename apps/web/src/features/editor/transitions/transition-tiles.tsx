import {
  dropTransition,
  findItem,
  TRANSITION_KINDS,
  type TransitionKind,
} from '@reelwright/timeline';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';
import { TRANSITION_DRAG_TYPE } from './transition-drag';
import { TransitionGlyph } from './transition-glyph';

const MAIN_TRACK = 'main-video';

/**
 * The library's Transitions tab: a tile per kind, each a button that drags onto a cut or an
 * item's edge on the timeline (`dropTransition` there), or, pressed, puts its transition on the
 * cut or edge nearest the playhead on the selected item's track (Main Video when none is).
 */
export function TransitionTiles() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const hintId = useId();

  const apply = (kind: TransitionKind) => {
    const state = store.getState();
    const selected = state.selectedId
      ? findItem(state.history.document, state.selectedId)
      : undefined;
    const trackId = selected?.trackId ?? MAIN_TRACK;
    state.run((document) =>
      dropTransition(document, trackId, state.playhead, kind, Number.POSITIVE_INFINITY),
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <p id={hintId} className="text-xs text-studio-ink-muted">
        {t('transitions.hint')}
      </p>
      <ul aria-label={t('transitions.list')} className="grid grid-cols-2 gap-1">
        {TRANSITION_KINDS.map((kind) => (
          <li key={kind}>
            {/* A div, not a <button>: Firefox will not drag a button. */}
            <div
              role="button"
              tabIndex={0}
              draggable
              data-transition-kind={kind}
              aria-label={t('transitions.tile', { name: t(`transitions.kinds.${kind}`) })}
              aria-describedby={hintId}
              onDragStart={(event) => {
                event.dataTransfer.setData(TRANSITION_DRAG_TYPE, kind);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => apply(kind)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                apply(kind);
              }}
              className="flex w-full cursor-grab items-center gap-2 rounded-control border border-studio-line bg-studio-bg px-2 py-1.5 text-left text-xs text-studio-ink hover:bg-studio-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <TransitionGlyph kind={kind} />
              <span className="min-w-0 truncate">{t(`transitions.kinds.${kind}`)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
