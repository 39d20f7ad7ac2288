import { useEffect, useState } from 'react';
import { formatsHint, type DecodableCodecs } from '../../../lib/media/playability';
import type { MediaKind } from './library-file';

/** What the tabs say until the browser has answered (and where it cannot). */
const FALLBACK_HINTS: Record<MediaKind, string> = {
  videos: 'MP4, MOV, WebM',
  audios: 'MP3, WAV, M4A, OGG',
  images: 'JPG, PNG, GIF, WebP',
};

// Asked once per page: the answer does not change while it is open.
let asked: Promise<DecodableCodecs> | null = null;

function askBrowser(): Promise<DecodableCodecs> {
  asked ??= import('../../../lib/media/probe-playability')
    .then(({ decodableCodecs }) => decodableCodecs())
    .catch(() => ({ video: [], audio: [] }));
  return asked;
}

/** The formats a library tab accepts, as this browser really decodes them. */
export function useFormatsHint(kind: MediaKind): string {
  const [decodable, setDecodable] = useState<DecodableCodecs | null>(null);
  useEffect(() => {
    if (kind === 'images') return;
    let current = true;
    void askBrowser().then((answer) => {
      if (current) setDecodable(answer);
    });
    return () => {
      current = false;
    };
  }, [kind]);
  if (kind === 'images' || decodable === null) return FALLBACK_HINTS[kind];
  const hint = formatsHint(kind === 'videos' ? 'video' : 'audio', decodable);
  return hint === '' ? FALLBACK_HINTS[kind] : hint;
}
