import type { VideoFormat } from '@reelwright/timeline';
import type { ReactNode } from 'react';

/** What the studio hands the teleprompter ('Record yourself') in its voice-over section. */
export type RecordSlotProps = {
  script: string;
  /** the project's format (its timeline's; 16:9 before it has one): a vertical one records upright */
  format: VideoFormat;
  /** a take was handed to the studio with 'Use' (spec §4: step 3) */
  onUsed: () => void;
  /** a take was saved to the media library (step 4) */
  onSavedToMedia: () => void;
};

/** The teleprompter, passed in by the route like the editor (features never import each other). */
export type RecordSlot = (props: RecordSlotProps) => ReactNode;
