import { NEUTRAL_COLOUR, type ColourAdjust } from '@reelwright/timeline';
import { describe, expect, it } from 'vitest';
import { colourRecipe, joinedFilter, LOOK_PRESETS, temperatureWash } from './colour-filter';

const colour = (extra: Partial<ColourAdjust>): ColourAdjust => ({ ...NEUTRAL_COLOUR, ...extra });

describe('colourRecipe', () => {
  it('is nothing for no colour and for neutral colour, so plain pictures draw plainly', () => {
    expect(colourRecipe(undefined)).toBeNull();
    expect(colourRecipe(NEUTRAL_COLOUR)).toBeNull();
  });

  it('turns the sliders into CSS filter functions, leaving out the ones at rest', () => {
    expect(colourRecipe(colour({ brightness: 0.5 }))).toEqual({
      before: 'brightness(1.3)',
      wash: null,
      after: 'none',
    });
    const all = colourRecipe(colour({ brightness: -1, contrast: 1, saturation: -1 }))!;
    expect(all.before).toBe('brightness(0.4) contrast(1.6) saturate(0)');
  });

  it('gives temperature a soft-light wash: warm lifts red over blue, cool the reverse', () => {
    const warm = colourRecipe(colour({ temperature: 1 }))!;
    expect(warm.before).toBe('none');
    expect(warm.wash).toBe(temperatureWash(1));
    const rgb = (css: string | null) => css!.match(/\d+/g)!.map(Number);
    const [wr, , wb] = rgb(temperatureWash(1));
    const [cr, , cb] = rgb(temperatureWash(-1));
    expect(wr!).toBeGreaterThan(128);
    expect(wb!).toBeLessThan(128);
    expect(cr!).toBeLessThan(128);
    expect(cb!).toBeGreaterThan(128);
    expect(temperatureWash(0)).toBeNull();
  });

  it('applies a look after the sliders, as a preset of the same operations', () => {
    const mono = colourRecipe(colour({ look: 'mono', brightness: 0.5 }))!;
    expect(mono.before).toBe('brightness(1.3)');
    expect(mono.after).toBe('contrast(1.09) grayscale(1)');
    expect(joinedFilter(mono)).toBe('brightness(1.3) contrast(1.09) grayscale(1)');
    const vivid = colourRecipe(colour({ look: 'vivid' }))!;
    expect(vivid.after).toBe('contrast(1.09) saturate(1.5)');
    // warm and film warm the picture through the same wash the temperature slider uses
    expect(colourRecipe(colour({ look: 'warm' }))!.wash).toBe(temperatureWash(0.45));
    expect(colourRecipe(colour({ look: 'cool' }))!.wash).toBe(temperatureWash(-0.45));
    const film = colourRecipe(colour({ look: 'film', temperature: 0.3 }))!;
    expect(film.wash).toBe(temperatureWash(0.5));
    expect(film.after).toContain('sepia(0.2)');
  });

  it('documents every look as a preset', () => {
    for (const look of ['warm', 'cool', 'mono', 'vivid', 'film'] as const)
      expect(colourRecipe(colour({ look }))).not.toBeNull();
    expect(LOOK_PRESETS.none).toEqual({
      brightness: 0,
      contrast: 0,
      saturation: 0,
      temperature: 0,
      grayscale: 0,
      sepia: 0,
    });
  });
});
