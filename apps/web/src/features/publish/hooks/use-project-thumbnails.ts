import type { Thumbnail } from '@reelwright/contracts';
import { useEffect, useState } from 'react';

/** How the panel reaches the project's thumbnails (the route passes the thumbnails feature's). */
export interface ThumbnailPorts {
  /** the project's ready thumbnails, newest first */
  list: (projectId: string, signal: AbortSignal) => Promise<Thumbnail[]>;
  /** a thumbnail's picture (the owner's file, fetched with the token) */
  image: (url: string, signal: AbortSignal) => Promise<Blob>;
}

/** The panel offers this many of the newest. */
export const THUMBNAILS_OFFERED = 6;

export interface OfferedThumbnail {
  id: string;
  /** the picture's address, for `ThumbnailPorts.image` */
  url: string;
  /** the picture and its object URL once fetched */
  picture: { blob: Blob; url: string } | null;
}

export type ThumbnailsState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; thumbnails: OfferedThumbnail[] };

/** The project's newest thumbnails with their pictures, freed when the panel closes. */
export function useProjectThumbnails(projectId: string, ports: ThumbnailPorts): ThumbnailsState {
  const [state, setState] = useState<ThumbnailsState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const urls: string[] = [];
    const { signal } = controller;
    ports.list(projectId, signal).then(
      (listed) => {
        const offered = listed.filter((item) => !item.error && item.url !== '');
        const chosen = offered.slice(0, THUMBNAILS_OFFERED);
        setState({
          kind: 'ready',
          thumbnails: chosen.map((item) => ({ id: item.id, url: item.url, picture: null })),
        });
        for (const item of chosen) {
          ports.image(item.url, signal).then(
            (blob) => {
              if (signal.aborted) return;
              const url = URL.createObjectURL(blob);
              urls.push(url);
              setState((current) =>
                current.kind !== 'ready'
                  ? current
                  : {
                      kind: 'ready',
                      thumbnails: current.thumbnails.map((known) =>
                        known.id === item.id ? { ...known, picture: { blob, url } } : known,
                      ),
                    },
              );
            },
            () => {},
          );
        }
      },
      () => {
        if (!signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [projectId, ports]);
  return state;
}
