import { useCallback, useEffect, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWindow, defaultWindowRect, type Rect, type Size } from '../core/window-geometry';

export type WindowMode = 'normal' | 'minimized' | 'maximized';

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** Arrow keys: 10 px a press, 50 with Shift. */
const keyDelta = (event: KeyboardEvent): { dx: number; dy: number } | null => {
  const step = event.shiftKey ? 50 : 10;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
};

/**
 * Where the floating window is and how big: dragged by its title bar, resized from its corner
 * (both also with the arrow keys on their handles), minimised to a bar, maximised to the
 * viewport and restored to where it was; always at least 300×200 and on screen. It opens as a
 * narrow column when `upright`.
 */
export function useWindowFrame(upright = false) {
  const [rect, setRect] = useState<Rect>(() => defaultWindowRect(viewport(), upright));
  const [mode, setMode] = useState<WindowMode>('normal');
  const [gesture, setGesture] = useState<{
    kind: 'move' | 'resize';
    startX: number;
    startY: number;
    start: Rect;
  } | null>(null);

  useEffect(() => {
    const onResize = () => setRect((current) => clampWindow(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const moveBy = useCallback(
    (start: Rect, dx: number, dy: number) =>
      setRect(clampWindow({ ...start, x: start.x + dx, y: start.y + dy }, viewport())),
    [],
  );
  const resizeBy = useCallback((start: Rect, dx: number, dy: number) => {
    const size = viewport();
    // Grow to the right and down only as far as the screen goes, then keep the top-left corner.
    const width = Math.min(start.width + dx, size.width - start.x);
    const height = Math.min(start.height + dy, size.height - start.y);
    setRect(clampWindow({ ...start, width, height }, size));
  }, []);

  const beginGesture = (kind: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    if (mode !== 'normal' || event.button !== 0) return;
    if (kind === 'move' && (event.target as HTMLElement).closest('button, input, select, a'))
      return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setGesture({ kind, startX: event.clientX, startY: event.clientY, start: rect });
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (current.kind === 'move') moveBy(current.start, dx, dy);
    else resizeBy(current.start, dx, dy);
  };
  const endGesture = () => setGesture(null);

  const keyHandler = (kind: 'move' | 'resize') => (event: KeyboardEvent<HTMLElement>) => {
    const delta = keyDelta(event);
    if (!delta || mode !== 'normal') return;
    event.preventDefault();
    event.stopPropagation();
    if (kind === 'move') moveBy(rect, delta.dx, delta.dy);
    else resizeBy(rect, delta.dx, delta.dy);
  };

  const gestureHandlers = (kind: 'move' | 'resize') => ({
    onPointerDown: beginGesture(kind),
    onPointerMove,
    onPointerUp: endGesture,
    onPointerCancel: endGesture,
  });

  return {
    rect,
    mode,
    minimize: () => setMode('minimized'),
    toggleMaximize: () => setMode((current) => (current === 'maximized' ? 'normal' : 'maximized')),
    restore: () => setMode('normal'),
    moveHandlers: gestureHandlers('move'),
    resizeHandlers: gestureHandlers('resize'),
    onMoveKey: keyHandler('move'),
    onResizeKey: keyHandler('resize'),
  };
}
