import { describe, expect, it, vi } from 'vitest';
import { createPlayheadGlide, GLIDE_SPAN_MS, type GlidingElement } from './playhead-glide';

/** A line whose animations report the elapsed time the test sets. */
function line() {
  const animations: Array<{
    keyframes: Keyframe[];
    options: KeyframeAnimationOptions;
    currentTime: number | null;
    cancel: ReturnType<typeof vi.fn>;
  }> = [];
  const element: GlidingElement = {
    style: { transform: '' },
    animate: (keyframes, options) => {
      const animation = { keyframes, options, currentTime: null as number | null, cancel: vi.fn() };
      animations.push(animation);
      return animation;
    },
  };
  return { element, animations };
}

// 100 px a second, after a 50 px label column.
const xAt = (time: number, zoom: number) => 50 + (time / 1000) * zoom;

describe('playhead glide', () => {
  it('glides linearly in real time from the playhead, started once while it keeps up', () => {
    const { element, animations } = line();
    const glide = createPlayheadGlide(element, xAt);
    glide.follow(2000, 100);
    expect(animations).toHaveLength(1);
    expect(animations[0]!.keyframes).toEqual([
      { transform: 'translateX(250px)' },
      { transform: `translateX(${50 + (2000 + GLIDE_SPAN_MS) / 10}px)` },
    ]);
    expect(animations[0]!.options).toMatchObject({ duration: GLIDE_SPAN_MS, easing: 'linear' });
    // Frames on: the playhead moves as the animation does (within a frame or two).
    for (const elapsed of [16, 33, 500, 1000]) {
      animations[0]!.currentTime = elapsed;
      glide.follow(2000 + elapsed + 20, 100);
    }
    expect(animations).toHaveLength(1);
  });

  it('starts again where the playhead is after a seek, a new zoom or the end of its span', () => {
    const { element, animations } = line();
    const glide = createPlayheadGlide(element, xAt);
    glide.follow(0, 100);
    animations[0]!.currentTime = 1000;
    glide.follow(5000, 100); // a skip forward while playing
    expect(animations).toHaveLength(2);
    expect(animations[0]!.cancel).toHaveBeenCalled();
    expect(animations[1]!.keyframes[0]).toEqual({ transform: 'translateX(550px)' });
    animations[1]!.currentTime = 100;
    glide.follow(5100, 200); // zoomed in
    expect(animations).toHaveLength(3);
    animations[2]!.currentTime = GLIDE_SPAN_MS;
    glide.follow(5100 + GLIDE_SPAN_MS, 200);
    expect(animations).toHaveLength(4);
  });

  it('stands still at the playhead when stopped', () => {
    const { element, animations } = line();
    const glide = createPlayheadGlide(element, xAt);
    glide.follow(0, 100);
    animations[0]!.currentTime = 1234;
    glide.stop(1234, 100);
    expect(animations[0]!.cancel).toHaveBeenCalled();
    expect(element.style.transform).toBe('translateX(173.4px)');
  });

  it('sets the transform each time where there is no Web Animations API', () => {
    const element: GlidingElement = { style: { transform: '' } };
    const glide = createPlayheadGlide(element, xAt);
    glide.follow(1000, 100);
    expect(element.style.transform).toBe('translateX(150px)');
    glide.follow(1016, 100);
    expect(element.style.transform).toBe('translateX(151.6px)');
  });
});
