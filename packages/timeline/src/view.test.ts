import { describe, expect, it } from 'vitest';
import { headerStatus } from './modes';
import {
  autoScrollStep,
  clampZoom,
  pixelsToTime,
  rulerTicks,
  scrollForZoomAroundCursor,
  timeToPixels,
  timelineWidth,
  wheelZoom,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './view';

describe('view math', () => {
  it('maps time and pixels at 50 px/s × zoom', () => {
    expect(timeToPixels(2000, 1)).toBe(100);
    expect(timeToPixels(2000, 2.5)).toBe(250);
    expect(pixelsToTime(125, 0.5)).toBe(5000);
  });

  it('zooms within 0.1..20 by 1.5 (buttons) and 1.2 (wheel)', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomIn(15)).toBe(20);
    expect(zoomOut(0.12)).toBe(0.1);
    expect(wheelZoom(1, -100)).toBe(1.2);
    expect(wheelZoom(1.2, 100)).toBe(1);
    expect(clampZoom(50)).toBe(20);
    expect(zoomPercent(1.5)).toBe(150);
  });

  it('keeps the time under the cursor when zooming', () => {
    // cursor at 300 px over scroll 200 px at zoom 1 = 10 s; at zoom 2 that is 1000 px
    expect(scrollForZoomAroundCursor({ scrollLeft: 200, cursorX: 300, zoom: 1, nextZoom: 2 })).toBe(
      700,
    );
    expect(scrollForZoomAroundCursor({ scrollLeft: 0, cursorX: 300, zoom: 1, nextZoom: 0.5 })).toBe(
      0,
    );
  });

  it('is at least 2000 px wide', () => {
    expect(timelineWidth(60000, 1)).toBe(3000);
    expect(timelineWidth(60000, 0.5)).toBe(2000);
    expect(timelineWidth(60000, 2)).toBe(6000);
  });

  it('labels the ruler every 5 s / zoom with sub-ticks above zoom 2', () => {
    expect(rulerTicks(20000, 1).map((tick) => tick.time)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(rulerTicks(5000, 2).map((tick) => tick.time)).toEqual([0, 2500, 5000]);
    const fine = rulerTicks(1250, 4);
    expect(fine.map((tick) => [tick.time, tick.major])).toEqual([
      [0, true],
      [250, false],
      [500, false],
      [750, false],
      [1000, false],
      [1250, true],
    ]);
  });

  it('auto-scrolls 15 px × up to 3 within 120 px of an edge', () => {
    expect(autoScrollStep(500, 1000)).toBe(0);
    expect(autoScrollStep(120, 1000)).toBe(0);
    expect(autoScrollStep(60, 1000)).toBe(-30);
    expect(autoScrollStep(0, 1000)).toBe(-45);
    expect(autoScrollStep(1000, 1000)).toBe(45);
    expect(autoScrollStep(940, 1000)).toBe(30);
  });

  it('names the mode in the header', () => {
    expect(headerStatus({ kind: 'dragging-library', overTimeline: true, ripple: true })).toBe(
      'Adding: ripple (later items shift right)',
    );
    expect(headerStatus({ kind: 'moving', push: false })).toBe('Moving: exact position');
    expect(headerStatus({ kind: 'resizing', edge: 'left' })).toBe('Trimming: left edge');
    expect(headerStatus({ kind: 'copied', name: 'a.mp4' })).toBe('Item copied: a.mp4');
  });
});
