/** How far the script can move: its height (with the lead-in and run-out) minus the view. */
export const maxScrollOf = (viewport: HTMLElement, content: HTMLElement): number =>
  Math.max(0, content.offsetHeight - viewport.clientHeight);

/** Moves the script by a transform: sub-pixel smooth and no layout per frame. */
export const applyScroll = (content: HTMLElement, px: number): void => {
  content.style.transform = `translate3d(0, ${-px}px, 0)`;
};

/** One clock for every window of the browser (the pop-out compares times with the opener). */
export const epochNow = (): number => performance.timeOrigin + performance.now();
