import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPointer, type GesturePointer } from './pointer-gesture';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function press(pointerId = 1) {
  const target = document.createElement('div');
  document.body.append(target);
  const event = new PointerEvent('pointerdown', { pointerId, clientX: 10, clientY: 5 });
  Object.defineProperty(event, 'currentTarget', { value: target });
  return event;
}

const move = (clientX: number, pointerId = 1) =>
  window.dispatchEvent(new PointerEvent('pointermove', { pointerId, clientX, clientY: 5 }));

function follow(scroller: HTMLElement | null = null) {
  const moves: GesturePointer[] = [];
  const onEnd = vi.fn();
  followPointer(press(), scroller, { onMove: (pointer) => moves.push(pointer), onEnd });
  return { moves, onEnd };
}

/** A timeline view 600 px wide (labels included) at x 0, holding 3 000 px of tracks. */
function view() {
  const scroller = document.createElement('div');
  let scrollLeft = 0;
  Object.defineProperties(scroller, {
    clientWidth: { value: 600 },
    scrollWidth: { value: 3000 },
    scrollLeft: {
      get: () => scrollLeft,
      set: (value: number) => (scrollLeft = Math.max(0, Math.min(2400, value))),
    },
  });
  const box = vi.fn(() => new DOMRect(0, 0, 600, 80));
  scroller.getBoundingClientRect = box;
  return { scroller, box };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('followPointer', () => {
  it('applies the newest pointer once a frame, however many moves arrive', async () => {
    const { moves } = follow();
    move(20);
    move(30);
    move(40);
    expect(moves).toEqual([]);
    await nextFrame();
    expect(moves.map((pointer) => pointer.clientX)).toEqual([40]);
    move(50);
    await nextFrame();
    expect(moves.map((pointer) => pointer.clientX)).toEqual([40, 50]);
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
  });

  it('applies a waiting move before a release ends the gesture, and nothing after it', async () => {
    const { moves, onEnd } = follow();
    move(70);
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
    expect(moves.map((pointer) => pointer.clientX)).toEqual([70]);
    expect(onEnd).toHaveBeenCalledWith(false);
    move(90);
    await nextFrame();
    expect(moves).toHaveLength(1);
  });

  it('drops a waiting move when Escape cancels, and ignores other pointers', async () => {
    const { moves, onEnd } = follow();
    move(200, 2);
    await nextFrame();
    expect(moves).toEqual([]);
    move(80);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onEnd).toHaveBeenCalledWith(true);
    await nextFrame();
    expect(moves).toEqual([]);
  });

  it('scrolls the view while the pointer is held at its far edge, re-applying the pointer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { scroller, box } = view();
    const { moves } = follow(scroller);
    move(590);
    await nextFrame();
    expect(moves).toHaveLength(1);
    vi.advanceTimersByTime(160);
    expect(scroller.scrollLeft).toBeGreaterThan(100);
    expect(moves.length).toBeGreaterThan(5);
    expect(moves.every((pointer) => pointer.clientX === 590)).toBe(true);
    // The view's box is read once, at the press, not on each tick.
    expect(box).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
    const scrolled = scroller.scrollLeft;
    vi.advanceTimersByTime(160);
    expect(scroller.scrollLeft).toBe(scrolled);
  });

  it('does not tick at an edge the view cannot scroll past', () => {
    const ticking = vi.spyOn(window, 'setInterval');
    const { scroller } = view();
    follow(scroller);
    // Near the start edge with the view at its start: there is nowhere to go.
    move(130);
    expect(ticking).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
  });
});
