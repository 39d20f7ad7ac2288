import { captionText, type TimelineItem } from '@reelwright/timeline';
import { Captions, Link2Off, Type } from 'lucide-react';
import { memo } from 'react';
import type { LibraryFile } from '../library/library-file';
import { SpeedBadge } from '../speed/speed-badge';
import { blobUrl } from './blob-urls';
import { movedOnly } from '../store/moved-only';
import { waveformPath } from './waveform-path';

/** What an item shows as its name: a title's or a caption's words, else the file's name. */
export function itemLabel(item: TimelineItem): string {
  if (item.type === 'text') return item.text?.content ?? item.name;
  if (item.type === 'caption') return captionText(item) || item.name;
  return item.name;
}

type ItemFaceProps = {
  item: TimelineItem;
  file: LibraryFile | undefined;
  offline: boolean;
  /** px */
  width: number;
};

/**
 * What an item's face draws: poster or picture, waveform, kind icon, speed badge and name.
 * Nothing here depends on where the item starts, so an item pushed along by a drag keeps its
 * face as it was and only its place changes.
 */
export const ItemFace = memo(
  function ItemFace({ item, file, offline, width }: ItemFaceProps) {
    const picture = facePicture(item, file);
    return (
      <>
        {picture && (
          <span
            aria-hidden="true"
            className="absolute inset-0"
            style={{
              backgroundImage: `linear-gradient(${picture.veil}, ${picture.veil}), url(${picture.url})`,
              backgroundRepeat: picture.repeat ? 'no-repeat, repeat-x' : 'no-repeat',
              backgroundSize: '100% 100%, auto 100%',
            }}
          />
        )}
        {(item.type === 'audios' || item.type === 'videos') && file?.waveform && (
          <WaveformStrip item={item} peaks={file.waveform} width={width} />
        )}
        <span className="relative flex items-center gap-1 truncate px-2 pt-1 font-medium [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">
          {item.type === 'text' && <Type aria-hidden="true" className="size-3 shrink-0" />}
          {item.type === 'caption' && <Captions aria-hidden="true" className="size-3 shrink-0" />}
          {offline && <Link2Off aria-hidden="true" className="size-3 shrink-0" />}
          <SpeedBadge item={item} />
          <span className="truncate" data-item-text>
            {itemLabel(item)}
          </span>
        </span>
      </>
    );
  },
  (previous, next) =>
    previous.file === next.file &&
    previous.offline === next.offline &&
    previous.width === next.width &&
    movedOnly(previous.item, next.item),
);

function WaveformStrip({
  item,
  peaks,
  width,
}: {
  item: TimelineItem;
  peaks: readonly number[];
  width: number;
}) {
  const source = item.sourceDuration ?? item.duration;
  const path = waveformPath(
    peaks,
    item.trimStart / source,
    (item.trimStart + item.duration) / source,
    Math.round(width),
  );
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-x-0 bottom-0 h-3/5 w-full"
      viewBox={`0 0 ${Math.max(1, Math.round(width))} 100`}
      preserveAspectRatio="none"
    >
      <path d={path} stroke="white" strokeOpacity={0.55} strokeWidth={1} fill="none" />
    </svg>
  );
}

/**
 * The picture an item's face shows (a video's poster repeated along it, a still once at its
 * start), seen through a veil of the item's own colour. The veil is the first background layer
 * rather than an opacity on the picture: an opacity is a compositing effect of its own, and the
 * timeline's dozens of them were re-layered on every frame of a drag.
 */
function facePicture(
  item: TimelineItem,
  file: LibraryFile | undefined,
): { url: string; veil: string; repeat: boolean } | null {
  const url =
    item.type === 'videos'
      ? blobUrl(file?.poster)
      : item.type === 'images' && file
        ? blobUrl(file.blob)
        : undefined;
  if (!url) return null;
  const colour = item.type === 'videos' ? '--color-clip-video' : '--color-clip-image';
  return {
    url,
    veil: `color-mix(in oklab, var(${colour}) 40%, transparent)`,
    repeat: item.type === 'videos',
  };
}
