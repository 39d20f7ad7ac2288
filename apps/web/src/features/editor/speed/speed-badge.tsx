import { itemSpeed, type TimelineItem } from '@reelwright/timeline';
import type { TFunction } from 'i18next';
import { Snowflake } from 'lucide-react';
import { speedText } from './speed-inspector';

type Shown = Pick<TimelineItem, 'speed' | 'freezeFrame'>;

/** What the item's label adds: its speed when not 1×, or that it is a freeze frame. */
function speedNote(t: TFunction<'editor'>, item: Shown): string | null {
  if (item.freezeFrame !== undefined) return t('speed.badge.freeze');
  const speed = itemSpeed(item);
  return speed === 1 ? null : t('speed.badge.speed', { speed: speedText(speed) });
}

/** The item's accessible label with its speed or freeze frame said. */
export function withSpeedNote(t: TFunction<'editor'>, item: Shown, label: string): string {
  const note = speedNote(t, item);
  return note ? t('speed.badge.itemLabel', { label, what: note }) : label;
}

/** A '2×' badge on an item at speed, a snowflake on a freeze frame (the label says it). */
export function SpeedBadge({ item }: { item: Shown }) {
  if (item.freezeFrame !== undefined)
    return (
      <span
        aria-hidden="true"
        data-freeze-badge
        className="inline-flex shrink-0 items-center rounded bg-sky-500/80 px-1"
      >
        <Snowflake className="size-3" />
      </span>
    );
  const speed = itemSpeed(item);
  if (speed === 1) return null;
  return (
    <span
      aria-hidden="true"
      data-speed-badge
      className="shrink-0 rounded bg-black/50 px-1 text-[10px] leading-4 font-semibold"
    >
      {speedText(speed)}×
    </span>
  );
}
