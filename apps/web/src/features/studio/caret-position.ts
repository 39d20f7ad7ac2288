// The text's own look: what decides where a character lands in a text field.
const COPIED_STYLES = [
  'boxSizing',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontFamily',
  'fontSize',
  'fontStyle',
  'fontWeight',
  'fontVariant',
  'fontStretch',
  'letterSpacing',
  'lineHeight',
  'textTransform',
  'textIndent',
  'tabSize',
  'wordSpacing',
] as const;

export type CaretPoint = { top: number; left: number; lineHeight: number };

/**
 * Where the character at `position` of a textarea sits, in pixels from the field's top-left
 * corner as if it were not scrolled. A textarea does not tell, so an invisible copy with the same
 * width and type lays the text out and a marker is measured in it.
 */
export function caretPoint(textarea: HTMLTextAreaElement, position: number): CaretPoint {
  const style = getComputedStyle(textarea);
  const mirror = document.createElement('div');
  for (const name of COPIED_STYLES) mirror.style[name] = style[name];
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '-9999px',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
    overflow: 'hidden',
    // The width the text wraps in: the field's, less a scrollbar if it shows one.
    width: `${textarea.clientWidth + parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth)}px`,
  });
  if (style.boxSizing !== 'border-box') {
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    mirror.style.width = `${textarea.clientWidth - padding}px`;
  }
  mirror.textContent = textarea.value.slice(0, position);
  const marker = document.createElement('span');
  // Something to measure even at the very end of the text.
  marker.textContent = textarea.value.slice(position, position + 1) || '.';
  mirror.append(marker);
  document.body.append(mirror);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
  const point = { top: marker.offsetTop, left: marker.offsetLeft, lineHeight };
  mirror.remove();
  return point;
}
