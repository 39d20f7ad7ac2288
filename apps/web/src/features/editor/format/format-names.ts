import type { VideoFormat } from '@reelwright/timeline';

/** Each format's key in the `frame.format.options` texts (a ':' cannot be part of a key). */
export const FORMAT_TEXT_KEY: Readonly<
  Record<VideoFormat, 'landscape' | 'vertical' | 'square' | 'portrait'>
> = {
  '16:9': 'landscape',
  '9:16': 'vertical',
  '1:1': 'square',
  '4:5': 'portrait',
};
