export type InspectorPlacement = 'column' | 'strip';

/**
 * The editor's width (CSS px) from which the inspector is a column beside the preview: there the
 * preview keeps ≥ 600 px beside the library and the column. Narrower, the column would squeeze
 * the preview to a sliver, and the inspector is a strip under the timeline's toolbar instead.
 */
export const INSPECTOR_COLUMN_MIN_WIDTH = 1200;

export const inspectorPlacementFor = (editorWidth: number): InspectorPlacement =>
  editorWidth >= INSPECTOR_COLUMN_MIN_WIDTH ? 'column' : 'strip';
