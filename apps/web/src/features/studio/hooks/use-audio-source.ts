import { useEffect, useState } from 'react';
import { audioBlobOf } from '../api/fetch-audio-file';
import type { AudioTrack } from '../voice-over-take';

type Loaded = { key: string; url: string; size: number } | { key: string; failed: true };

export type AudioSource =
  { kind: 'loading' } | { kind: 'ready'; url: string; size: number } | { kind: 'failed' };

/**
 * A track as an object URL an `<audio>` element can play (it cannot send the bearer token):
 * decoded from the answer's base64, or fetched with the token. The URL is revoked when the
 * track changes or the player goes away.
 */
export function useAudioSource(track: AudioTrack | null): AudioSource {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = track?.key ?? null;
  const url = track?.url ?? null;
  const base64 = track?.audioBase64;

  useEffect(() => {
    if (key === null || url === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    audioBlobOf({ url, audioBase64: base64 }, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ key, url: objectUrl, size: blob.size });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [key, url, base64]);

  if (loaded === null || loaded.key !== key) return { kind: 'loading' };
  if ('failed' in loaded) return { kind: 'failed' };
  return { kind: 'ready', url: loaded.url, size: loaded.size };
}
