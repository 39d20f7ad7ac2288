import {
  COLOUR_LOOKS,
  CROP_EDGES,
  isCroppable,
  isNeutralColour,
  isUncropped,
  NEUTRAL_COLOUR,
  NO_CROP,
  flipItem,
  resetItemColour,
  resetItemCrop,
  rotateItem,
  setItemColour,
  setItemCrop,
  setItemRotation,
  type ColourAdjust,
  type ColourLook,
  type EditResult,
  type TimelineDocument,
} from '@reelwright/timeline';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import { selectedTurnable } from './picture-selection';

const inputClass =
  'w-14 rounded-control border border-studio-line bg-studio-bg px-1.5 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const buttonClass =
  'rounded-control border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-40';
const plainButton = `${buttonClass} border-studio-line text-studio-ink hover:bg-studio-raised`;
const pressedButton = `${buttonClass} border-brand-400 bg-brand-600 text-white`;

type Slider = Exclude<keyof ColourAdjust, 'look'>;
const SLIDERS: readonly Slider[] = ['brightness', 'contrast', 'saturation', 'temperature'];

/**
 * The selected picture's crop (each edge in %), turn (±90° buttons, degrees), flips and colour
 * (four sliders −100..100 and a look), behind two buttons that open one section each. Titles
 * show only the turn and flips. Every button is one undo step; a number is one per focus, a
 * slider one per drag.
 */
export function PictureInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor(selectedTurnable);
  // One section open at a time, so the shared inspector strip stays a row high.
  const [open, setOpen] = useState<'turn' | 'colour' | null>(null);
  if (!item) return null;

  const run = (command: (document: TimelineDocument) => EditResult) =>
    store.getState().run(command);
  const crop = { ...NO_CROP, ...item.crop };
  const colour = { ...NEUTRAL_COLOUR, ...item.colour };
  const rotation = item.rotation ?? 0;
  const picture = isCroppable(item);

  return (
    <div
      role="group"
      aria-label={t('picture.inspector.group', { name: item.name })}
      data-testid="picture-inspector"
      className="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-3 py-1.5 text-xs"
    >
      <button
        type="button"
        aria-expanded={open === 'turn'}
        className={open === 'turn' ? pressedButton : plainButton}
        onClick={() => setOpen((now) => (now === 'turn' ? null : 'turn'))}
      >
        {t(picture ? 'picture.inspector.cropAndTurn' : 'picture.inspector.turn')}
      </button>
      {picture && (
        <button
          type="button"
          aria-expanded={open === 'colour'}
          className={open === 'colour' ? pressedButton : plainButton}
          onClick={() => setOpen((now) => (now === 'colour' ? null : 'colour'))}
        >
          {t('picture.inspector.colour')}
        </button>
      )}
      {open === 'turn' && (
        <>
          {picture && (
            <fieldset className="flex items-center gap-1.5">
              <legend className="sr-only">{t('picture.inspector.cropEdges')}</legend>
              <span aria-hidden className="text-studio-ink-muted">
                {t('picture.inspector.crop')}
              </span>
              {CROP_EDGES.map((edge) => (
                <NumberField
                  key={edge}
                  label={t('picture.inspector.cropEdge', { edge: t(`picture.inspector.${edge}`) })}
                  short={t(`picture.inspector.${edge}`)}
                  value={Math.round(crop[edge] * 1000) / 10}
                  min={0}
                  max={90}
                  step={1}
                  onValue={(percent) =>
                    run((document) => setItemCrop(document, item.id, { [edge]: percent / 100 }))
                  }
                />
              ))}
              <button
                type="button"
                className={plainButton}
                aria-label={t('picture.inspector.resetCrop')}
                disabled={isUncropped(item.crop)}
                onClick={() => run((document) => resetItemCrop(document, item.id))}
              >
                {t('picture.inspector.reset')}
              </button>
            </fieldset>
          )}
          <div
            role="group"
            aria-label={t('picture.inspector.rotate')}
            className="flex items-center gap-1.5"
          >
            <button
              type="button"
              className={plainButton}
              aria-label={t('picture.inspector.rotateLeft')}
              title={t('picture.inspector.rotateLeft')}
              onClick={() => run((document) => rotateItem(document, item.id, -90))}
            >
              −90°
            </button>
            <button
              type="button"
              className={plainButton}
              aria-label={t('picture.inspector.rotateRight')}
              title={t('picture.inspector.rotateRight')}
              onClick={() => run((document) => rotateItem(document, item.id, 90))}
            >
              +90°
            </button>
            <NumberField
              label={t('picture.inspector.degrees')}
              short="°"
              value={rotation}
              min={-180}
              max={180}
              step={1}
              onValue={(degrees) => run((document) => setItemRotation(document, item.id, degrees))}
            />
            <button
              type="button"
              className={plainButton}
              aria-label={t('picture.inspector.resetRotation')}
              disabled={rotation === 0}
              onClick={() => run((document) => setItemRotation(document, item.id, 0))}
            >
              {t('picture.inspector.reset')}
            </button>
            {(['h', 'v'] as const).map((axis) => {
              const pressed = axis === 'h' ? item.flipH === true : item.flipV === true;
              return (
                <button
                  key={axis}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={t(
                    axis === 'h' ? 'picture.inspector.flipHLabel' : 'picture.inspector.flipVLabel',
                  )}
                  className={pressed ? pressedButton : plainButton}
                  onClick={() => run((document) => flipItem(document, item.id, axis))}
                >
                  {t(axis === 'h' ? 'picture.inspector.flipH' : 'picture.inspector.flipV')}
                </button>
              );
            })}
          </div>
        </>
      )}
      {open === 'colour' && (
        <>
          {picture && (
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
          )}
        </>
      )}
    </div>
  );
}

function LookSelect({ value, onLook }: { value: ColourLook; onLook: (look: ColourLook) => void }) {
  const { t } = useTranslation('editor');
  const id = useId();
  return (
    <span className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-studio-ink-muted">
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
    <span className="flex items-center gap-1.5">
      <label htmlFor={id} className="text-studio-ink-muted">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={-100}
        max={100}
        step={1}
        value={value}
        className="h-1 w-20 cursor-pointer accent-brand-500"
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

/**
 * A number input that lets a half-typed value ('-', '') stand while focused and commits every
 * value that parses (one undo step per focus); it shows the document's value again on blur.
 */
function NumberField({
  label,
  short,
  value,
  min,
  max,
  step,
  onValue,
}: {
  label: string;
  short: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
}) {
  const store = useEditorStore();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <label className="flex items-center gap-1" title={label}>
      <span aria-hidden className="text-studio-ink-muted">
        {short}
      </span>
      <input
        type="number"
        inputMode="decimal"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={draft ?? String(Math.round(value * 10) / 10)}
        className={inputClass}
        onFocus={() => store.getState().beginGesture()}
        onBlur={() => {
          setDraft(null);
          store.getState().endGesture();
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onValue(parsed);
        }}
      />
    </label>
  );
}
