// The playhead's movement while playing as one linear compositor animation rather than a new
// transform every frame (see playhead-line.tsx for why). The timeline plays in real time, so a
// glide started at the playhead stays with it; it is restarted only when the playhead strays
// from it (a seek, a skip, playback catching up after a stall) or the zoom changes.

/** How much of the timeline one glide covers (ms); playing on past it starts the next. */
export const GLIDE_SPAN_MS = 60_000;
/** The playhead may be this far from the glide (ms of timeline)… */
export const GLIDE_STRAY_MS = 50;
/** …or this far on screen (px) before the glide is restarted where the playhead is. */
export const GLIDE_STRAY_PX = 4;

/** What the glide needs of the line: its style, and the Web Animations API where there is one. */
export interface GlidingElement {
  style: { transform: string };
  animate?: (
    keyframes: Keyframe[],
    options: KeyframeAnimationOptions,
  ) => Pick<Animation, 'cancel' | 'currentTime'>;
}

export function createPlayheadGlide(
  element: GlidingElement,
  /** The line's x (px) for a time on the timeline (ms) at a zoom. */
  xAt: (time: number, zoom: number) => number,
) {
  const transformAt = (x: number) => `translateX(${x}px)`;
  let glide: {
    animation: Pick<Animation, 'cancel' | 'currentTime'>;
    from: number;
    zoom: number;
  } | null = null;

  const cancel = () => {
    glide?.animation.cancel();
    glide = null;
  };

  /** Whether the running glide is where the playhead is (or about to start there). */
  const keepsUp = (playhead: number, zoom: number) => {
    if (glide === null || glide.zoom !== zoom) return false;
    const elapsed = glide.animation.currentTime;
    // Not started yet (the animation starts on the next frame): it starts at the playhead.
    if (elapsed === null) return true;
    const ms = Number(elapsed);
    if (!(ms >= 0 && ms < GLIDE_SPAN_MS)) return false;
    const shown = glide.from + ms;
    return (
      Math.abs(shown - playhead) <= GLIDE_STRAY_MS ||
      Math.abs(xAt(shown, zoom) - xAt(playhead, zoom)) <= GLIDE_STRAY_PX
    );
  };

  return {
    /** Playing: the line glides on from the playhead. */
    follow(playhead: number, zoom: number): void {
      if (typeof element.animate !== 'function') {
        element.style.transform = transformAt(xAt(playhead, zoom));
        return;
      }
      if (keepsUp(playhead, zoom)) return;
      cancel();
      const from = transformAt(xAt(playhead, zoom));
      element.style.transform = from;
      const animation = element.animate(
        [{ transform: from }, { transform: transformAt(xAt(playhead + GLIDE_SPAN_MS, zoom)) }],
        { duration: GLIDE_SPAN_MS, easing: 'linear', fill: 'forwards' },
      );
      glide = { animation, from: playhead, zoom };
    },
    /** Paused (or gone): the line stands at the playhead. */
    stop(playhead: number, zoom: number): void {
      cancel();
      element.style.transform = transformAt(xAt(playhead, zoom));
    },
  };
}
