import type { Thumbnail } from '@reelwright/contracts';

/** The thumbnail chosen for download or save, and the number it is called by ('Thumbnail #N'). */
export type Selection = { thumbnail: Thumbnail; number: number };
