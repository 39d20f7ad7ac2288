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
    const poster = item.type === 'videos' ? blobUrl(file?.poster) : undefined;
    const image = item.type === 'images' && file ? blobUrl(file.blob) : undefined;
    return (
      <>
        {poster && (
          <span
            aria-hidden="true"
            className="absolute inset-0 opacity-60"
            style={{
              backgroundImage: `url(${poster})`,
              backgroundRepeat: 'repeat-x',
              backgroundSize: 'auto 100%',
            }}
          />
        )}
        {image && (
          <img
            src={image}
            alt=""
            aria-hidden="true"
            className="absolute top-0 left-0 h-full w-auto opacity-60"
            draggable={false}
          />
        )}
        {(item.type === 'audios' || item.type === 'videos') && file?.waveform && (
          <WaveformStrip item={item} peaks={file.waveform} width={width} />
        )}
        <span className="relative flex items-center gap-1 truncate px-2 pt-1 font-medium drop-shadow">
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
