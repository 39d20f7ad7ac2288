import {
  COLOUR_LOOKS,
  NEUTRAL_COLOUR,
  isNeutralColour,
  resetItemColour,
  setItemColour,
  type ColourAdjust,
  type ColourLook,
  type EditResult,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-context';
import { plainButton } from './picture-controls';

type Slider = Exclude<keyof ColourAdjust, 'look'>;
const SLIDERS: readonly Slider[] = ['brightness', 'contrast', 'saturation', 'temperature'];

/** The picture inspector's Colour section: four sliders −100..100, a look and a Reset. */
export function ColourControls({
  item,
  run,
}: {
  item: TimelineItem;
  run: (command: (document: TimelineDocument) => EditResult) => void;
}) {
  const { t } = useTranslation('editor');
  const colour = { ...NEUTRAL_COLOUR, ...item.colour };
  return (
    <div
      role="group"
      aria-label={t('picture.inspector.colour')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      {SLIDERS.map((slider) => (
        <ColourSlider
          key={slider}
          label={t(`picture.inspector.${slider}`)}
          value={Math.round(colour[slider] * 100)}
          onValue={(percent) =>
            run((document) => setItemColour(document, item.id, { [slider]: percent / 100 }))
          }
        />
      ))}
      <LookSelect
        value={colour.look}
        onLook={(look) => run((document) => setItemColour(document, item.id, { look }))}
      />
      <button
        type="button"
        className={plainButton}
        aria-label={t('picture.inspector.resetColour')}
        disabled={isNeutralColour(item.colour)}
        onClick={() => run((document) => resetItemColour(document, item.id))}
      >
        {t('picture.inspector.reset')}
      </button>
    </div>
  );
}

function LookSelect({ value, onLook }: { value: ColourLook; onLook: (look: ColourLook) => void }) {
  const { t } = useTranslation('editor');
  const id = useId();
  return (
    <span className="flex items-center gap-1.5 @max-sm:w-full">
      <label htmlFor={id} className="shrink-0 text-studio-ink-muted @max-sm:w-24">
        {t('picture.inspector.look')}
      </label>
      <select
        id={id}
        value={value}
        className="rounded-control border border-studio-line bg-studio-bg px-1.5 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400"
        onChange={(event) => onLook(event.target.value as ColourLook)}
      >
        {COLOUR_LOOKS.map((look) => (
          <option key={look} value={look}>
            {t(`picture.looks.${look}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** −100..100; a pointer drag is one undo step, each key press one. */
function ColourSlider({
  label,
  value,
  onValue,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
}) {
  const store = useEditorStore();
  const id = useId();
  const dragging = useRef(false);
  const end = () => {
    if (!dragging.current) return;
    dragging.current = false;
    store.getState().endGesture();
  };
  return (
    <span className="flex items-center gap-1.5 @max-sm:w-full">
      <label htmlFor={id} className="shrink-0 text-studio-ink-muted @max-sm:w-24">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={-100}
        max={100}
        step={1}
        value={value}
        className="h-1 w-20 cursor-pointer accent-brand-500 @max-sm:min-w-0 @max-sm:flex-1"
        onPointerDown={() => {
          if (dragging.current) return;
          dragging.current = true;
          store.getState().beginGesture();
        }}
        onPointerUp={end}
        onBlur={end}
        onChange={(event) => onValue(Number(event.target.value))}
      />
      <span className="w-8 text-right tabular-nums">{value}</span>
    </span>
  );
}
