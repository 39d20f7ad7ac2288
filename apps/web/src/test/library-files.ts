import type { LibraryFile } from '../features/editor/library/library-file';

/** A small white PNG in the library (id `still`), as editor component tests place it. */
export const whiteStill: LibraryFile = {
  id: 'still',
  name: 'white.png',
  type: 'images',
  mediaType: 'images',
  mimeType: 'image/png',
  size: 100,
  blob: new Blob(['x']),
  duration: 0,
  width: 64,
  height: 64,
  createdAt: '2026-11-22T00:00:00.000Z',
  source: 'upload',
};
