import type { CaptionStyle } from './caption-types';

/**
 * The style a new caption track starts with: white bold words with a dark outline at the bottom,
 * a few words at a time, the spoken word coloured. The style panel's presets replace it whole.
 */
export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  preset: 'classic',
  fontFamily: 'Noto Sans',
  fontSize: 56,
  fontWeight: 800,
  color: '#ffffff',
  outlineColor: '#000000',
  outlineWidth: 4,
  shadow: true,
  backgroundColor: '#000000',
  backgroundOpacity: 0,
  position: 'bottom',
  wordsPerLine: 4,
  uppercase: false,
  highlight: 'colour',
  highlightColor: '#ffd400',
};
