import type { KeyframeProperty } from '@reelwright/timeline';

// How each animated property reads in the inspector: position in reference px, scale, opacity
// and volume in percent, rotation in degrees. Pure, so the numbers are tested without React.

export type DisplayUnit = 'px' | 'percent' | 'degrees';

export const UNIT_OF: Record<KeyframeProperty, DisplayUnit> = {
  x: 'px',
  y: 'px',
  scale: 'percent',
  rotation: 'degrees',
  opacity: 'percent',
  volume: 'percent',
};

/** The number the inspector shows for a value (px and % whole, degrees to a tenth). */
export function toDisplay(property: KeyframeProperty, value: number): number {
  switch (UNIT_OF[property]) {
    case 'percent':
      return Math.round(value * 100);
    case 'degrees':
      return Math.round(value * 10) / 10;
    case 'px':
      return Math.round(value);
  }
}

/** The value a number typed in the inspector stands for. */
export const fromDisplay = (property: KeyframeProperty, shown: number): number =>
  UNIT_OF[property] === 'percent' ? shown / 100 : shown;
