export function shownPreviewColours(
  frame: Element,
  points: ReadonlyArray<readonly [number, number]>,
): number[][];
