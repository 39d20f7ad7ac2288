import { renderThumbnailOffThread } from '../compositor/off-thread';
import type { ImageProvider } from './image-provider';

/**
 * The offline default: the compositor draws every variation itself, no vendor involved, on the
 * CPU pool's threads.
 */
export function createBuiltinImageProvider(): ImageProvider {
  return {
    name: 'builtin',
    pauseBetweenMs: 0,
    draw: (request) =>
      renderThumbnailOffThread({
        style: request.style,
        variation: request.variation,
        headline: request.headline,
        ...(request.reference
          ? { background: { bytes: request.reference.bytes, kind: 'reference' as const } }
          : {}),
        objects: request.objects.map(({ name, bytes }) => ({ name, bytes })),
      }),
  };
}
