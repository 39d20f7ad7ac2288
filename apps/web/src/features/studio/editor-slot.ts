import type { Chapter } from '@reelwright/contracts';
import type { TimelineDocument } from '@reelwright/timeline';
import type { ReactNode } from 'react';
import type { VoiceOverRef } from './studio-document';

/** What the studio hands the video editor that fills its right side. */
export type EditorSlotProps = {
  timeline: TimelineDocument | null;
  /** every settled timeline change; the studio's saver debounces it into the project */
  onTimelineChange: (timeline: TimelineDocument) => void;
  /** the project's voice-overs, for the editor's Audio tab */
  voiceOvers: readonly VoiceOverRef[];
  /** the open project's id; null until a blank studio has created its project */
  projectId: string | null;
  /** the project's chapters ('Build my video'), for the timeline's ruler */
  chapters: readonly Chapter[];
};

/**
 * The editor, passed in by the route (features never import each other): the studio only says
 * where it goes and what it gets.
 */
export type EditorSlot = (props: EditorSlotProps) => ReactNode;
