import type { TimelineDocument } from '@reelwright/timeline';
import type { ReactNode } from 'react';

/** What the studio hands the Publish step it shows under 'Build my video'. */
export type PublishSlotProps = {
  projectId: string;
  /** the project's timeline now (its captions go in the publish kit) */
  timeline: TimelineDocument | null;
};

/** The Publish step, passed in by the route like the editor (features never import each other). */
export type PublishSlot = (props: PublishSlotProps) => ReactNode;
