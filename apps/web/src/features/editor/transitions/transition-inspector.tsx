import {
  DEFAULT_TRANSITION_MS,
  findItem,
  setTransition,
  takesTransition,
  TRANSITION_KINDS,
  TRANSITION_MS,
  transitionLength,
  type TimelineItem,
  type TransitionEdge,
  type TransitionKind,
} from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '../store/draft-number-input';
import { useEditor, useEditorStore } from '../store/editor-context';

const fieldClass =
  'rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';

const selectedItem = (state: {
  selectedId: string | null;
  history: { document: Parameters<typeof findItem>[0] };
}) => {
  const found = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
  return found && found.type !== 'caption' ? found : undefined;
};

/**
 * The selected item's transitions, for the keyboard: a kind (None or one of the eleven; sound
 * takes only a crossfade) and a length in seconds for each end. Each pick is one undo step; a
 * length typed is one per focus.
 */
export function TransitionInspector() {
  const { t } = useTranslation('editor');
  const item = useEditor(selectedItem);
  if (!item) return null;
  return (
    <div
      role="group"
      aria-label={t('transitions.inspector.group', { name: item.name })}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-1.5 text-xs"
    >
      <EdgeControls item={item} edge="in" />
      <EdgeControls item={item} edge="out" />
    </div>
  );
}

function EdgeControls({ item, edge }: { item: TimelineItem; edge: TransitionEdge }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const transition = edge === 'in' ? item.transitionIn : item.transitionOut;
  const kinds = TRANSITION_KINDS.filter((kind) => takesTransition(item, kind));
  const seconds = transition ? transitionLength(item, transition.duration) / 1000 : 0;
  const set = (kind: TransitionKind | null, duration: number) =>
    store
      .getState()
      .run((document) =>
        setTransition(document, item.id, edge, kind === null ? null : { kind, duration }),
      );

  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 @max-sm:w-full">
      <label className="flex items-center gap-1.5">
        <span className="text-studio-ink-muted @max-sm:w-24">
          {t(`transitions.inspector.${edge}`)}
        </span>
        <select
          className={fieldClass}
          value={transition?.kind ?? 'none'}
          title={kinds.length === 1 ? t('transitions.inspector.soundOnly') : undefined}
          onChange={(event) => {
            const value = event.target.value;
            const kind = kinds.find((known) => known === value) ?? null;
            set(kind, transition?.duration ?? DEFAULT_TRANSITION_MS);
          }}
        >
          <option value="none">{t('transitions.inspector.none')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`transitions.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-1.5">
        <span className="text-studio-ink-muted @max-sm:w-24">
          {t(
            edge === 'in'
              ? 'transitions.inspector.inDuration'
              : 'transitions.inspector.outDuration',
          )}
        </span>
        <DraftNumberInput
          min={TRANSITION_MS.min / 1000}
          max={Math.min(TRANSITION_MS.max, item.duration) / 1000}
          step={0.1}
          disabled={!transition}
          value={transition ? seconds : null}
          className={`${fieldClass} w-16 disabled:opacity-50`}
          onValue={(value) => {
            if (transition) set(transition.kind, value * 1000);
          }}
        />
      </label>
    </span>
  );
}
