import type { Chapter } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import type { VoiceOverRef } from './studio-document';

/** What 'Build my video' asks of the route: this voice-over and script, on the editor's timeline. */
export interface BuildVideoRequest {
  voiceOver: VoiceOverRef;
  script: string;
  language: ScriptLanguage;
  signal?: AbortSignal;
}

/** Where a build is: waiting for the voice-over's file, aligning speech to the script, building. */
export type BuildVideoStep = 'media' | 'aligning' | 'building';

/**
 * Builds the video and answers with the chapters to keep on the project. The route provides it
 * (the editor and the media library are not the studio's).
 */
export type BuildVideo = (
  request: BuildVideoRequest,
  onStep: (step: BuildVideoStep) => void,
) => Promise<Chapter[]>;
