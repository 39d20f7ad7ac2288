import {
  CAPTION_FONT_FAMILIES,
  CAPTION_FONT_WEIGHTS,
  CAPTION_PRESET_IDS,
  CAPTION_PRESETS,
  CAPTION_STYLE_LIMITS,
  findItem,
  findTrack,
  isCaptionPresetId,
  setCaptionStyle,
  type CaptionStyle,
} from '@reelwright/timeline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import type { EditorState } from '../store/editor-store';

const inputClass =
  'rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const colourClass =
  'h-6 w-8 cursor-pointer rounded border border-studio-line bg-transparent focus-visible:outline-2 focus-visible:outline-brand-400';
const checkClass =
  'size-4 accent-brand-500 focus-visible:outline-2 focus-visible:outline-brand-400';

/** The caption track whose style is being edited: the selected caption's. */
const selectedCaptionTrack = (state: EditorState) => {
  const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
  if (item?.type !== 'caption') return undefined;
  const track = findTrack(state.history.document, item.trackId);
  return track?.type === 'caption' && track.captionStyle ? track : undefined;
};

const sameStyle = (a: CaptionStyle, b: CaptionStyle) =>
  (Object.keys(b) as (keyof CaptionStyle)[]).every((key) => a[key] === b[key]);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex items-center gap-1.5">
      <span className="text-studio-ink-muted">{label}</span>
      {children}
    </label>
  );
}

/**
 * How the selected caption's track draws its captions: a preset, then any field of it. Every
 * pick is one undo step; typing in a number or dragging a colour is one per focus, like a drag.
 */
export function CaptionStylePanel() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const track = useEditor(selectedCaptionTrack);
  if (!track?.captionStyle) return null;
  const style = track.captionStyle;
  const change = (patch: Partial<CaptionStyle>) =>
    store.getState().run((document) => setCaptionStyle(document, track.id, patch));
  const session = {
    onFocus: () => store.getState().beginGesture(),
    onBlur: () => store.getState().endGesture(),
  };
  const numberInput = (
    key: 'fontSize' | 'outlineWidth' | 'wordsPerLine',
    limits: { min: number; max: number },
  ) => (
    <input
      type="number"
      min={limits.min}
      max={limits.max}
      value={style[key]}
      className={`${inputClass} w-16`}
      onChange={(event) => {
        const value = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(value)) change({ [key]: value });
      }}
      {...session}
    />
  );
  const colourInput = (
    key: 'color' | 'outlineColor' | 'backgroundColor' | 'highlightColor',
    label: string,
  ) => (
    <Field label={label}>
      <input
        type="color"
        value={style[key]}
        className={colourClass}
        onChange={(event) => change({ [key]: event.target.value })}
        {...session}
      />
    </Field>
  );
  // A preset changed since it was picked shows as 'Custom', so picking it again restores it.
  const preset =
    isCaptionPresetId(style.preset) && sameStyle(style, CAPTION_PRESETS[style.preset])
      ? style.preset
      : '';

  return (
    <div
      role="group"
      aria-label={t('captions.style.group')}
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 border-b border-studio-line px-3 py-1.5 text-xs"
    >
      <Field label={t('captions.style.preset')}>
        <select
          value={preset}
          className={inputClass}
          onChange={(event) => {
            const id = event.target.value;
            if (isCaptionPresetId(id)) change(CAPTION_PRESETS[id]);
          }}
        >
          {preset === '' ? <option value="">{t('captions.style.custom')}</option> : null}
          {CAPTION_PRESET_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`captions.presets.${id}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('captions.style.font')}>
        <select
          value={style.fontFamily}
          className={inputClass}
          onChange={(event) => change({ fontFamily: event.target.value })}
        >
          {CAPTION_FONT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('captions.style.weight')}>
        <select
          value={String(style.fontWeight)}
          className={inputClass}
          onChange={(event) => change({ fontWeight: Number(event.target.value) })}
        >
          {CAPTION_FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={String(weight)}>
              {t(`captions.weights.${weight}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('captions.style.size')}>
        {numberInput('fontSize', CAPTION_STYLE_LIMITS.fontSize)}
      </Field>
      {colourInput('color', t('captions.style.colour'))}
      <Field label={t('captions.style.outline')}>
        {numberInput('outlineWidth', CAPTION_STYLE_LIMITS.outlineWidth)}
      </Field>
      {colourInput('outlineColor', t('captions.style.outlineColour'))}
      <Field label={t('captions.style.shadow')}>
        <input
          type="checkbox"
          checked={style.shadow}
          className={checkClass}
          onChange={(event) => change({ shadow: event.target.checked })}
        />
      </Field>
      <Field label={t('captions.style.background')}>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(style.backgroundOpacity * 100)}
          aria-valuetext={`${Math.round(style.backgroundOpacity * 100)}%`}
          className="w-20 accent-brand-500"
          onChange={(event) => change({ backgroundOpacity: Number(event.target.value) / 100 })}
          {...session}
        />
      </Field>
      {colourInput('backgroundColor', t('captions.style.backgroundColour'))}
      <Field label={t('captions.style.position')}>
        <select
          value={style.position}
          className={inputClass}
          onChange={(event) => change({ position: event.target.value as CaptionStyle['position'] })}
        >
          {(['bottom', 'middle', 'top'] as const).map((position) => (
            <option key={position} value={position}>
              {t(`captions.positions.${position}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('captions.style.wordsPerLine')}>
        {numberInput('wordsPerLine', CAPTION_STYLE_LIMITS.wordsPerLine)}
      </Field>
      <Field label={t('captions.style.uppercase')}>
        <input
          type="checkbox"
          checked={style.uppercase}
          className={checkClass}
          onChange={(event) => change({ uppercase: event.target.checked })}
        />
      </Field>
      <Field label={t('captions.style.highlight')}>
        <select
          value={style.highlight}
          className={inputClass}
          onChange={(event) =>
            change({ highlight: event.target.value as CaptionStyle['highlight'] })
          }
        >
          {(['none', 'colour', 'box'] as const).map((mode) => (
            <option key={mode} value={mode}>
              {t(`captions.highlights.${mode}`)}
            </option>
          ))}
        </select>
      </Field>
      {colourInput('highlightColor', t('captions.style.highlightColour'))}
    </div>
  );
}
