import type { SourceRect } from '../../../lib/composition/picture-frame';

// The playing preview's video picture shown by the browser itself: the media pool's <video>
// element placed under the preview's canvas, scaled and moved so the part of its picture that
// fills the frame (`coveringVideo`) does, while the canvas paints only what lies over it. The
// browser's compositor then scales each video frame off the page's thread; drawn on the canvas,
// each new frame cost the page a software drawImage (~6 ms for 720p here).

export interface VideoLayer {
  /** Shows `video` with `part` (px of its picture) filling a `box` (CSS px) frame. */
  show(
    video: HTMLVideoElement,
    part: SourceRect,
    picture: { width: number; height: number },
    box: { width: number; height: number },
  ): void;
  /** Shows no video: the canvas paints the whole frame again. */
  hide(): void;
  /** Takes out every placed video but these (the ones that still play). */
  keepOnly(videos: ReadonlySet<HTMLVideoElement>): void;
}

export function createVideoLayer(frame: () => { parent: HTMLElement; above: Element } | null) {
  const placed = new Set<HTMLVideoElement>();
  let shown: HTMLVideoElement | null = null;
  let placement = '';

  const layer: VideoLayer = {
    show(video, part, picture, box) {
      const place = frame();
      if (!place) return;
      if (!placed.has(video) || video.parentElement !== place.parent) {
        video.setAttribute('aria-hidden', 'true');
        Object.assign(video.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          maxWidth: 'none',
          objectFit: 'fill',
          transformOrigin: '0 0',
          pointerEvents: 'none',
        });
        place.parent.insertBefore(video, place.above);
        placed.add(video);
      }
      if (shown !== video) {
        if (shown) shown.style.visibility = 'hidden';
        video.style.visibility = 'visible';
        shown = video;
        placement = '';
      }
      const scaleX = box.width / part.width;
      const scaleY = box.height / part.height;
      const next = [
        picture.width * scaleX,
        picture.height * scaleY,
        part.x * scaleX,
        part.y * scaleY,
      ]
        .map((value) => value.toFixed(3))
        .join(' ');
      if (next === placement) return;
      placement = next;
      video.style.width = `${picture.width * scaleX}px`;
      video.style.height = `${picture.height * scaleY}px`;
      video.style.transform = `translate(${-part.x * scaleX}px, ${-part.y * scaleY}px)`;
    },
    hide() {
      if (shown) shown.style.visibility = 'hidden';
      shown = null;
    },
    keepOnly(videos) {
      for (const video of placed) {
        if (videos.has(video)) continue;
        // A video no longer playing: out of the frame (taking it out pauses it, which it is).
        if (video === shown) shown = null;
        video.remove();
        placed.delete(video);
      }
    },
  };
  return layer;
}
