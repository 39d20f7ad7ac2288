import { NEUTRAL_COLOUR, type ColourAdjust } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { colourGrade } from '../../../../lib/composition/colour-grade';
import { pixelGrade } from '../../../../lib/composition/grade-pixels';
import { fullRangeValue, CHROMA, LUMA } from './full-range';
import { gradePicture, yuvGradeTables } from './yuv-grade';

const KR = 0.2126;
const KB = 0.0722;
const KG = 1 - KR - KB;

/**
 * What the canvas path makes of one full-range BT.709 sample: RGB as the canvas draws it, graded
 * by the canvas's fills, back to full-range Y, U, V as the encoder converts the canvas.
 */
function canvasGraded(colour: ColourAdjust, [y, u, v]: readonly number[]): number[] {
  const r = y! + 2 * (1 - KR) * (v! - 128);
  const b = y! + 2 * (1 - KB) * (u! - 128);
  const g = (y! - KR * r - KB * b) / KG;
  const pixel = Float64Array.from(
    [r, g, b],
    (c) => Math.round(Math.min(255, Math.max(0, c))) / 255,
  );
  pixelGrade(colourGrade(colour)!)(pixel, new Float64Array(3));
  const [gr, gg, gb] = [...pixel].map((c) => c * 255) as [number, number, number];
  const luma = KR * gr + KG * gg + KB * gb;
  return [luma, (gb - luma) / (2 * (1 - KB)) + 128, (gr - luma) / (2 * (1 - KR)) + 128];
}

/** A 4×4 I420 picture of one sample. */
function solid([y, u, v]: readonly number[]) {
  const bytes = new Uint8Array(24);
  bytes.fill(y!, 0, 16);
  bytes.fill(u!, 16, 20);
  bytes.fill(v!, 20);
  return bytes;
}

const WARM: ColourAdjust = {
  ...NEUTRAL_COLOUR,
  brightness: 0.05,
  contrast: 0.2,
  saturation: 0.1,
  temperature: 0.3,
  look: 'warm',
};
const GRADES: ColourAdjust[] = [
  WARM,
  { ...NEUTRAL_COLOUR, look: 'mono' },
  { ...NEUTRAL_COLOUR, look: 'film' },
  { ...NEUTRAL_COLOUR, brightness: -0.6, saturation: 1, temperature: -1 },
  { ...NEUTRAL_COLOUR, contrast: 1, look: 'vivid' },
];
// Video-level samples a camera gives: skin, sky, grass, shadow, highlight, greys, saturated.
const SAMPLES = [
  [150, 110, 150],
  [170, 150, 110],
  [110, 100, 115],
  [30, 126, 130],
  [225, 128, 128],
  [126, 128, 128],
  [80, 200, 90],
  [16, 128, 128],
  [235, 128, 128],
];

describe('yuv grade', () => {
  it('gives a video-level picture the colours the canvas path grades it to', () => {
    for (const colour of GRADES) {
      const tables = yuvGradeTables(colourGrade(colour)!, false);
      for (const sample of SAMPLES) {
        const bytes = solid(sample);
        gradePicture(bytes, { width: 4, height: 4, format: 'I420' }, tables);
        const full = [
          fullRangeValue(sample[0]!, LUMA),
          fullRangeValue(sample[1]!, CHROMA),
          fullRangeValue(sample[2]!, CHROMA),
        ];
        const [y, u, v] = canvasGraded(colour, full);
        const got = [bytes[0]!, bytes[16]!, bytes[20]!];
        expect(Math.abs(got[0]! - y!), `${colour.look} Y of ${sample}`).toBeLessThanOrEqual(3);
        expect(Math.abs(got[1]! - u!), `${colour.look} U of ${sample}`).toBeLessThanOrEqual(4);
        expect(Math.abs(got[2]! - v!), `${colour.look} V of ${sample}`).toBeLessThanOrEqual(4);
        // Every luma sample of the block, and the whole plane, alike.
        expect(new Set(bytes.subarray(0, 16)).size).toBe(1);
      }
    }
  });

  it('takes full-range samples as they are, and NV12 like I420', () => {
    const tables = yuvGradeTables(colourGrade(WARM)!, true);
    const sample = [140, 100, 160];
    const planar = solid(sample);
    gradePicture(planar, { width: 4, height: 4, format: 'I420' }, tables);
    const [y, u, v] = canvasGraded(WARM, sample);
    expect(Math.abs(planar[0]! - y!)).toBeLessThanOrEqual(2);
    expect(Math.abs(planar[16]! - u!)).toBeLessThanOrEqual(4);
    expect(Math.abs(planar[20]! - v!)).toBeLessThanOrEqual(4);
    const interleaved = new Uint8Array(24);
    interleaved.fill(sample[0]!, 0, 16);
    for (let at = 16; at < 24; at += 2) {
      interleaved[at] = sample[1]!;
      interleaved[at + 1] = sample[2]!;
    }
    gradePicture(interleaved, { width: 4, height: 4, format: 'NV12' }, tables);
    expect([interleaved[0], interleaved[16], interleaved[17]]).toEqual([
      planar[0],
      planar[16],
      planar[20],
    ]);
  });

  it('warms a grey (red over blue) and spreads dark from light', () => {
    const tables = yuvGradeTables(colourGrade(WARM)!, true);
    const grey = solid([128, 128, 128]);
    gradePicture(grey, { width: 4, height: 4, format: 'I420' }, tables);
    expect(grey[20]!).toBeGreaterThan(128 + 3);
    expect(grey[16]!).toBeLessThan(128 - 3);
    const dark = solid([60, 128, 128]);
    const light = solid([200, 128, 128]);
    gradePicture(dark, { width: 4, height: 4, format: 'I420' }, tables);
    gradePicture(light, { width: 4, height: 4, format: 'I420' }, tables);
    expect(light[0]! - dark[0]!).toBeGreaterThan(150);
  });
});
