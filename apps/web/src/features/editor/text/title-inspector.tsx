import {
  applyTextPreset,
  DEFAULT_TEXT_ANIMATION_MS,
  findItem,
  resolvedTextStyle,
  setItemText,
  setTextAnimation,
  TEXT_ALIGNS,
  TEXT_ANIMATION_KINDS,
  TEXT_ANIMATION_MS,
  TEXT_BOX_SHAPES,
  TEXT_FONT_SIZE,
  TEXT_PRESET_IDS,
  TEXT_STYLE_LIMITS,
  TITLE_FONT_FAMILIES,
  TITLE_FONT_WEIGHTS,
  type EditResult,
  type TextAnimationKind,
  type TextContent,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEditor, useEditorStore } from '../store/editor-context';
import {
  ColourField,
  Field,
  inputClass,
  NumberField,
  pressedClass,
  toggleClass,
  useSession,
} from './text-fields';

const ALIGN_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;

/**
 * The selected title: its words, font, weight, size, colour, outline, shadow, background box,
 * alignment and line spacing; its animations in and out; and the presets. Each pick is one undo
 * step, and so is one editing session (focus to blur) of a text, number or colour field.
 */
export function TitleInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const title = useEditor((state) => {
    const item = state.selectedId ? findItem(state.history.document, state.selectedId) : undefined;
    return item?.type === 'text' ? item : undefined;
  });
  const session = useSession();
  if (!title) return null;
  const style = resolvedTextStyle(title.text);
  const run = (command: (document: TimelineDocument) => EditResult) =>
    store.getState().run(command);
  const change = (patch: Partial<TextContent>) =>
    run((document) => setItemText(document, title.id, patch));

  return (
    <div
      role="group"
      aria-label={t('text.inspector.group')}
      className="flex min-w-0 flex-1 basis-full flex-col gap-1.5 px-3 py-1.5 text-xs"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label className="flex min-w-40 flex-1 items-center gap-1.5">
          <span className="text-studio-ink-muted">{t('text.inspector.text')}</span>
          {/* A textarea: a title may have several lines (Enter starts a new one). */}
          <textarea
            rows={Math.min(3, style.content.split('\n').length)}
            value={style.content}
            maxLength={500}
            className={`${inputClass} min-w-0 flex-1 resize-y`}
            onChange={(event) => change({ content: event.target.value })}
            {...session}
          />
        </label>
        <Field label={t('text.inspector.font')}>
          <select
            value={style.fontFamily}
            className={inputClass}
            onChange={(event) => change({ fontFamily: event.target.value })}
          >
            {TITLE_FONT_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {family}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('text.inspector.weight')}>
          <select
            value={style.fontWeight}
            className={inputClass}
            onChange={(event) => change({ fontWeight: Number(event.target.value) })}
          >
            {TITLE_FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {t(`text.inspector.weights.${weight}`)}
              </option>
            ))}
          </select>
        </Field>
        <NumberField
          label={t('text.inspector.size')}
          value={style.fontSize}
          min={TEXT_FONT_SIZE.min}
          max={TEXT_FONT_SIZE.max}
          step={1}
          onValue={(fontSize) => change({ fontSize })}
        />
        <ColourField
          label={t('text.inspector.colour')}
          value={style.color}
          onValue={(color) => change({ color })}
        />
        <div
          role="group"
          aria-label={t('text.inspector.align')}
          className="flex items-center gap-0.5"
        >
          {TEXT_ALIGNS.map((align) => {
            const Icon = ALIGN_ICONS[align];
            return (
              <button
                key={align}
                type="button"
                aria-pressed={style.align === align}
                aria-label={t(`text.inspector.aligns.${align}`)}
                title={t(`text.inspector.aligns.${align}`)}
                className={`${toggleClass} ${pressedClass(style.align === align)}`}
                onClick={() => change({ align })}
              >
                <Icon aria-hidden="true" className="size-3.5" />
              </button>
            );
          })}
        </div>
        <NumberField
          label={t('text.inspector.lineHeight')}
          value={style.lineHeight}
          min={TEXT_STYLE_LIMITS.lineHeight.min}
          max={TEXT_STYLE_LIMITS.lineHeight.max}
          step={0.1}
          onValue={(lineHeight) => change({ lineHeight })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <ColourField
          label={t('text.inspector.outlineColour')}
          value={style.outlineColor}
          onValue={(outlineColor) => change({ outlineColor })}
        />
        <NumberField
          label={t('text.inspector.outlineWidth')}
          value={style.outlineWidth}
          min={TEXT_STYLE_LIMITS.outlineWidth.min}
          max={TEXT_STYLE_LIMITS.outlineWidth.max}
          step={0.5}
          onValue={(outlineWidth) => change({ outlineWidth })}
        />
        <label className="flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={style.shadow}
            className="accent-brand-600"
            onChange={(event) => change({ shadow: event.target.checked })}
          />
          <span>{t('text.inspector.shadow')}</span>
        </label>
        <ColourField
          label={t('text.inspector.backgroundColour')}
          value={style.backgroundColor}
          onValue={(backgroundColor) => change({ backgroundColor })}
        />
        <NumberField
          label={t('text.inspector.backgroundOpacity')}
          value={Math.round(style.backgroundOpacity * 100)}
          min={0}
          max={100}
          step={5}
          onValue={(percent) => change({ backgroundOpacity: percent / 100 })}
        />
        <Field label={t('text.inspector.boxShape')}>
          <select
            value={style.backgroundBox}
            className={inputClass}
            onChange={(event) =>
              change({ backgroundBox: event.target.value as TextContent['backgroundBox'] })
            }
          >
            {TEXT_BOX_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {t(`text.inspector.shapes.${shape}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <AnimationControls title={title} which="in" />
        <AnimationControls title={title} which="out" />
        <div role="group" aria-label={t('text.presets.group')} className="flex items-center gap-1">
          <span className="text-studio-ink-muted">{t('text.presets.label')}</span>
          {TEXT_PRESET_IDS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={title.text?.preset === preset}
              className={`${toggleClass} ${pressedClass(title.text?.preset === preset)}`}
              onClick={() => run((document) => applyTextPreset(document, title.id, preset))}
            >
              {t(`text.presets.names.${preset}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The way in (or out): a kind (or none) and its length in seconds. */
function AnimationControls({ title, which }: { title: TimelineItem; which: 'in' | 'out' }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const animation = which === 'in' ? title.text?.animationIn : title.text?.animationOut;
  const set = (kind: TextAnimationKind | null, duration: number) =>
    store
      .getState()
      .run((document) =>
        setTextAnimation(document, title.id, which, kind ? { kind, duration } : null),
      );
  const duration = animation?.duration ?? Math.min(DEFAULT_TEXT_ANIMATION_MS, title.duration);
  return (
    <div className="flex items-center gap-1.5">
      <Field label={t(`text.animation.${which}`)}>
        <select
          value={animation?.kind ?? ''}
          className={inputClass}
          onChange={(event) =>
            set((event.target.value || null) as TextAnimationKind | null, duration)
          }
        >
          <option value="">{t('text.animation.none')}</option>
          {TEXT_ANIMATION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`text.animation.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Field>
      {animation && (
        <NumberField
          label={t(`text.animation.${which}Duration`)}
          value={animation.duration / 1000}
          min={TEXT_ANIMATION_MS.min / 1000}
          max={Math.min(TEXT_ANIMATION_MS.max, title.duration) / 1000}
          step={0.1}
          className="w-14"
          onValue={(seconds) => set(animation.kind, Math.round(seconds * 1000))}
        />
      )}
    </div>
  );
}
