import {
  canChangeSpeed,
  findItem,
  itemSpeed,
  setItemSpeed,
  SPEED_LIMITS,
  SPEED_PRESETS,
} from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '../store/draft-number-input';
import { useEditor, useEditorStore } from '../store/editor-context';
import type { EditorState } from '../store/editor-store';
import { useMovedOnly } from '../store/use-moved-only';

const inputClass =
  'w-16 rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const presetClass =
  'rounded-control border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400';

/** How a speed reads: 0.25, 1.5, 2 (no trailing zeros). */
export const speedText = (speed: number): string => String(Math.round(speed * 100) / 100);

/**
 * The selected video's or audio item's speed: one-click presets (0.25×–4×, each one undo step)
 * and a number for any speed between (one editing session, focus to blur, is one undo step).
 * The item's length follows the speed; the timeline's later items ripple with it.
 */
export function SpeedInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  // Nothing here says where the item starts: a drag moving it leaves the inspector as it is.
  const item = useEditor(
    useMovedOnly((state: EditorState) => {
      const found = state.selectedId
        ? findItem(state.history.document, state.selectedId)
        : undefined;
      return found && canChangeSpeed(found) ? found : undefined;
    }),
  );
  if (!item) return null;
  const speed = itemSpeed(item);
  const apply = (value: number) =>
    store.getState().run((document) => setItemSpeed(document, item.id, value));

  return (
    <div
      role="group"
      aria-label={t('speed.inspector.group', { name: item.name })}
      className="flex flex-wrap items-center gap-x-2 gap-y-1.5 px-3 py-1.5 text-xs"
    >
      <div
        role="group"
        aria-label={t('speed.inspector.presets')}
        className="flex flex-wrap items-center gap-1"
      >
        {SPEED_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={speed === preset}
            aria-label={t('speed.inspector.preset', { speed: speedText(preset) })}
            className={`${presetClass} ${speed === preset ? 'border-brand-400 bg-brand-600 text-white' : 'border-studio-line text-studio-ink hover:bg-studio-raised'}`}
            onClick={() => apply(preset)}
          >
            {speedText(preset)}×
          </button>
        ))}
      </div>
      <label className="flex items-center gap-1.5" title={t('speed.inspector.hint')}>
        <span className="text-studio-ink-muted">{t('speed.inspector.custom')}</span>
        <DraftNumberInput
          min={SPEED_LIMITS.min}
          max={SPEED_LIMITS.max}
          step={0.05}
          value={speed}
          className={inputClass}
          // A half-typed '0.' or '0' waits; anything in range applies at once.
          onValue={(value) => {
            if (value >= SPEED_LIMITS.min && value <= SPEED_LIMITS.max) apply(value);
          }}
        />
      </label>
    </div>
  );
}
