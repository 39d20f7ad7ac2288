import {
  addKeyframe,
  addKeyframesAll,
  animatedValue,
  deleteKeyframe,
  EASINGS,
  findItem,
  insideItem,
  isKeyframed,
  keyframeablePropertiesOf,
  referenceFrame,
  setAnimatedValue,
  setKeyframeEasing,
  type EditResult,
  type Easing,
  type KeyframeProperty,
  type TimelineDocument,
  type TimelineItem,
} from '@reelwright/timeline';
import { ChevronLeft, ChevronRight, Diamond } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../format-time';
import { DraftNumberInput } from '../store/draft-number-input';
import { useEditor, useEditorStore } from '../store/editor-context';
import { fromDisplay, toDisplay, UNIT_OF } from './property-display';

const inputClass =
  'w-16 rounded-control border border-studio-line bg-studio-bg px-1.5 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-50';
const iconButton =
  'grid size-6 place-items-center rounded-control text-studio-ink hover:bg-studio-raised focus-visible:outline-2 focus-visible:outline-brand-400 disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The selected item's animated properties: per property its value at the playhead (typing sets
 * the key there while it is keyframed, else the static value), a diamond that adds the key at the
 * playhead (filled when one is there; pressing it again removes it), the previous / next key, and
 * the easing of the key at the playhead. Each change is one undo step.
 */
export function KeyframeInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const item = useEditor((state) =>
    state.selectedId ? findItem(state.history.document, state.selectedId) : undefined,
  );
  // While playing, a tenth of a second is fine enough for the numbers (and cheaper).
  const playhead = useEditor((state) =>
    state.playing ? Math.floor(state.playhead / 100) * 100 : state.playhead,
  );
  const format = useEditor((state) => state.history.document.format);
  if (!item) return null;
  const properties = keyframeablePropertiesOf(item);
  if (properties.length === 0) return null;

  const offset = Math.round(playhead - item.startTime);
  const inside = insideItem(item, offset);
  const time = formatTime(playhead);
  const run = (command: (document: TimelineDocument) => EditResult) =>
    store.getState().run(command);

  return (
    <div
      role="group"
      aria-label={t('keyframes.inspector.group', { name: item.name })}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5 text-xs"
    >
      <span className="font-semibold text-studio-ink-muted">{t('keyframes.inspector.title')}</span>
      <button
        type="button"
        className={`${iconButton} w-auto grid-flow-col gap-1 px-1.5`}
        disabled={!inside}
        aria-label={t('keyframes.inspector.addAll', { time })}
        title={
          inside ? t('keyframes.inspector.addAll', { time }) : t('keyframes.inspector.outside')
        }
        onClick={() => run((document) => addKeyframesAll(document, item.id, offset))}
      >
        <Diamond aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true">K</span>
      </button>
      {properties.map((property) => (
        <PropertyRow
          key={property}
          item={item}
          property={property}
          offset={offset}
          inside={inside}
          time={time}
          reference={referenceFrame(format)}
          run={run}
        />
      ))}
    </div>
  );
}

function PropertyRow({
  item,
  property,
  offset,
  inside,
  time,
  reference,
  run,
}: {
  item: TimelineItem;
  property: KeyframeProperty;
  offset: number;
  inside: boolean;
  time: string;
  reference: ReturnType<typeof referenceFrame>;
  run: (command: (document: TimelineDocument) => EditResult) => void;
}) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const name = t(`keyframes.properties.${property}`);
  const list = item.keyframes?.[property] ?? [];
  const keyHere = inside ? list.find((key) => key.time === offset) : undefined;
  const previous = [...list].reverse().find((key) => key.time < offset);
  const next = list.find((key) => key.time > offset);
  const keyed = isKeyframed(item, property);
  const shown = toDisplay(
    property,
    animatedValue(item, property, Math.min(item.duration, Math.max(0, offset)), reference),
  );
  const seekTo = (keyTime: number) => store.getState().seek(item.startTime + keyTime);
  const diamondLabel = t(keyHere ? 'keyframes.inspector.remove' : 'keyframes.inspector.add', {
    property: name,
    time,
  });

  return (
    <div
      role="group"
      aria-label={name}
      className="flex flex-wrap items-center gap-0.5 @max-sm:w-full"
    >
      <label className="flex items-center gap-1">
        <span className="text-studio-ink-muted @max-sm:w-20">{name}</span>
        <DraftNumberInput
          step={1}
          aria-label={t('keyframes.inspector.value', {
            property: name,
            unit: t(`keyframes.units.${UNIT_OF[property]}`),
          })}
          value={shown}
          disabled={keyed && !inside}
          className={inputClass}
          onValue={(value) =>
            run((document) =>
              setAnimatedValue(
                document,
                item.id,
                property,
                fromDisplay(property, value),
                inside ? offset : undefined,
              ),
            )
          }
        />
      </label>
      <button
        type="button"
        className={iconButton}
        disabled={previous === undefined}
        aria-label={t('keyframes.inspector.previous', { property: name })}
        onClick={() => previous && seekTo(previous.time)}
      >
        <ChevronLeft aria-hidden="true" className="size-3.5" />
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={!inside}
        aria-pressed={keyHere !== undefined}
        aria-label={diamondLabel}
        title={inside ? diamondLabel : t('keyframes.inspector.outside')}
        onClick={() =>
          run((document) =>
            keyHere
              ? deleteKeyframe(document, item.id, property, offset)
              : addKeyframe(document, item.id, property, offset),
          )
        }
      >
        <Diamond
          aria-hidden="true"
          className={`size-3.5 ${keyHere ? 'fill-amber-400 text-amber-400' : keyed ? 'text-amber-400' : ''}`}
        />
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={next === undefined}
        aria-label={t('keyframes.inspector.next', { property: name })}
        onClick={() => next && seekTo(next.time)}
      >
        <ChevronRight aria-hidden="true" className="size-3.5" />
      </button>
      {keyHere && (
        <select
          aria-label={t('keyframes.inspector.easing', { property: name, time })}
          value={keyHere.easing}
          className="rounded-control border border-studio-line bg-studio-bg px-1 py-0.5 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400"
          onChange={(event) =>
            run((document) =>
              setKeyframeEasing(document, item.id, property, offset, event.target.value as Easing),
            )
          }
        >
          {EASINGS.map((easing) => (
            <option key={easing} value={easing}>
              {t(`keyframes.easings.${easing}`)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
