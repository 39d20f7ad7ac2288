/** The preview's range inputs (volume, overlay opacity) on the dark studio surface. */
export const sliderClass = 'h-1 cursor-pointer accent-brand-500';
