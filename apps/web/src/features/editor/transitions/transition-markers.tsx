import { timeToPixels, transitionLength, type TimelineItem } from '@reelwright/timeline';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { movedOnly } from '../store/moved-only';

/**
 * An item's transitions on the timeline: a shaded wedge at each end that has one, as wide as the
 * transition lasts, named for screen readers ('Crossfade in, 1 s'). It lets the pointer through
 * to the item (select, move).
 */
export const TransitionMarkers = memo(
  function TransitionMarkers({
    item,
    zoom,
    width,
  }: {
    item: TimelineItem;
    zoom: number;
    width: number;
  }) {
    const { t } = useTranslation('editor');
    const wedges = (['in', 'out'] as const).flatMap((edge) => {
      const transition = edge === 'in' ? item.transitionIn : item.transitionOut;
      if (!transition) return [];
      const length = transitionLength(item, transition.duration);
      const label = t(`transitions.marker.${edge}`, {
        name: t(`transitions.kinds.${transition.kind}`),
        seconds: String(Math.round(length / 100) / 10),
      });
      const px = Math.max(4, Math.min(width, timeToPixels(length, zoom)));
      return [{ edge, label, px, kind: transition.kind }];
    });
    return (
      <>
        {wedges.map(({ edge, label, px, kind }) => (
          <span
            key={edge}
            role="img"
            aria-label={label}
            title={label}
            data-transition-edge={edge}
            data-transition-kind={kind}
            className={`pointer-events-none absolute top-0 bottom-0 bg-gradient-to-r ${edge === 'in' ? 'left-0 from-white/70 to-white/10' : 'right-0 from-white/10 to-white/70'}`}
            style={{
              width: px,
              clipPath:
                edge === 'in' ? 'polygon(0 0, 100% 0, 0 100%)' : 'polygon(0 0, 100% 0, 100% 100%)',
            }}
          />
        ))}
      </>
    );
  },
  // Nothing here depends on where the item starts: a drag pushing it along re-renders none of it.
  (previous, next) =>
    movedOnly(previous.item, next.item) &&
    previous.zoom === next.zoom &&
    previous.width === next.width,
);
