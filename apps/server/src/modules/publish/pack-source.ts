import type { Project, PublishPack, PublishPackBody } from '@reelwright/contracts';
import {
  estimateSectionTimes,
  isShortForm,
  scriptSections,
  type ScriptSection,
  voiceOverSectionTimes,
  type ContentType,
  type PublishChapter,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';
import { AppError } from '../../http/app-error';
import { timelineLength } from '../projects/project-listing';

/** Everything a publish pack is made from, whether a project or the request gave it. */
export interface PackSource {
  script: string;
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
  keyPoints: readonly string[];
  /** The script's sections, found once: on a 100 000-character script that takes ~30 ms. */
  structure: ScriptSection[];
  /** Section starts in seconds, before YouTube's chapter rule. */
  sections: PublishChapter[];
  chapterSource: PublishPack['chapterSource'];
  /**
   * The video's length: known (the built timeline, the voice-over, the request) or, with
   * estimated chapters, estimated too; `undefined` for given chapters of a video of unknown length.
   */
  videoSeconds: number | undefined;
  /** How long the script takes to say. */
  spokenSeconds: number;
  /** A Short (15–90 s) gets `#shorts` and no chapters: YouTube shows none on Shorts. */
  short: boolean;
}

type DirectBody = Exclude<PublishPackBody, { projectId: string }>;

/** The longest a Short runs; a video of unknown duration choice this short is one. */
const SHORT_SECONDS_MAX = 90;

const isShort = (duration: ScriptDuration | undefined, videoSeconds: number | undefined) =>
  duration === undefined
    ? videoSeconds !== undefined && videoSeconds <= SHORT_SECONDS_MAX
    : isShortForm(duration);

/** The request's own fields: its chapters when given, else estimated from the script. */
export function sourceOfBody(body: DirectBody): PackSource {
  const structure = scriptSections(body.script, body.language);
  const estimate = estimateSectionTimes(body.script, body.language, structure);
  return {
    script: body.script,
    topic: body.topic,
    contentType: body.contentType,
    language: body.language,
    keyPoints: [],
    structure,
    sections: body.chapters ?? estimate.sections,
    chapterSource: body.chapters === undefined ? 'estimate' : 'given',
    videoSeconds:
      body.durationSeconds ?? (body.chapters === undefined ? estimate.seconds : undefined),
    spokenSeconds: estimate.seconds,
    short: isShort(body.duration, body.durationSeconds),
  };
}

/**
 * A project's script and brief. Its chapters are the voice-over's section times: those 'Build my
 * video' kept, else found in the newest voice-over's word times, else estimated from the script.
 */
export function sourceOfProject(project: Project): PackSource {
  if (project.script.trim() === '') {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'script: this project has no script yet. Write or generate one, then make the publish pack.',
    );
  }
  const { script, language } = project;
  const structure = scriptSections(script, language);
  const estimate = estimateSectionTimes(script, language, structure);
  const timelineSeconds = (timelineLength(project.timeline) ?? 0) / 1000;
  const voiceOver = project.voiceOvers
    .filter((ref) => (ref.words?.length ?? 0) > 0)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const found = voiceOver && voiceOverSectionTimes(script, language, voiceOver.words!);
  // A voice-over of an earlier script may hold none of today's sections.
  const spoken = found && found.sections.length > 0 ? found : undefined;
  const stored = project.chapters.length > 0;
  const sections = stored ? project.chapters : (spoken?.sections ?? estimate.sections);
  return {
    script,
    topic: project.topic || project.title,
    contentType: project.contentType,
    language,
    keyPoints: project.keyPoints,
    structure,
    sections,
    chapterSource: stored || spoken ? 'voice-over' : 'estimate',
    // Kept chapters without a timeline or voice-over: the length they were made for is unknown.
    videoSeconds: timelineSeconds || found?.seconds || (stored ? undefined : estimate.seconds),
    spokenSeconds: estimate.seconds,
    short: isShortForm(project.duration),
  };
}
