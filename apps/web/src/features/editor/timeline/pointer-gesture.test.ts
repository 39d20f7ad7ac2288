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

function follow() {
  const moves: GesturePointer[] = [];
  const onEnd = vi.fn();
  followPointer(press(), null, { onMove: (pointer) => moves.push(pointer), onEnd });
  return { moves, onEnd };
}

afterEach(() => {
  document.body.innerHTML = '';
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
});
