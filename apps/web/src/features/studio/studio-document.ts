import type { Chapter, Project, ProjectFields } from '@reelwright/contracts';
import { parseDocument, type TimelineDocument } from '@reelwright/timeline';
import {
  DEFAULT_DURATION,
  DEFAULT_LANGUAGE,
  MAX_KEY_POINTS,
  type ContentType,
  type ScriptDuration,
  type ScriptLanguage,
} from '@reelwright/script-kit';

/** A voice-over kept in the project (its MP3 lives in the file store at `url`). */
export type VoiceOverRef = ProjectFields['voiceOvers'][number];

/** What the studio edits: the project's script fields, key points as the form's rows. */
export type StudioDocument = {
  title: string;
  topic: string;
  contentType: ContentType;
  language: ScriptLanguage;
  duration: ScriptDuration;
  /** The rows as shown, empty ones included (at least one row, at most 10). */
  keyPoints: string[];
  script: string;
  /** Voice-overs added to the project, for the editor's Audio tab. */
  voiceOvers: VoiceOverRef[];
  /** The editor's timeline; null until something is put on it. */
  timeline: TimelineDocument | null;
  /** The script's sections as 'Build my video' last timed them. */
  chapters: Chapter[];
};

/** The fields the studio saves, in the form the server stores them. */
export type SavedFields = Pick<
  ProjectFields,
  | 'title'
  | 'topic'
  | 'contentType'
  | 'language'
  | 'duration'
  | 'keyPoints'
  | 'script'
  | 'voiceOvers'
  | 'timeline'
  | 'chapters'
>;

export const TITLE_FROM_TOPIC_CHARS = 80;
const UNTITLED = 'Untitled project';

export const blankDocument = (): StudioDocument => ({
  title: '',
  topic: '',
  contentType: 'lifestyle',
  language: DEFAULT_LANGUAGE,
  duration: DEFAULT_DURATION,
  keyPoints: [''],
  script: '',
  voiceOvers: [],
  timeline: null,
  chapters: [],
});

export const titleFromTopic = (topic: string) =>
  topic.trim().slice(0, TITLE_FROM_TOPIC_CHARS).trim();

/** The title follows the topic until someone names the project otherwise. */
export function followsTopic(title: string, topic: string): boolean {
  const trimmed = title.trim();
  return trimmed === '' || trimmed === UNTITLED || trimmed === titleFromTopic(topic);
}

export const filledKeyPoints = (rows: readonly string[]) =>
  rows.map((row) => row.trim()).filter((row) => row !== '');

export function documentFromProject(project: Project): StudioDocument {
  const points = project.keyPoints.slice(0, MAX_KEY_POINTS);
  return {
    title: project.title,
    topic: project.topic,
    contentType: project.contentType,
    language: project.language,
    duration: project.duration,
    keyPoints: points.length > 0 ? points : [''],
    script: project.script,
    voiceOvers: project.voiceOvers,
    timeline: timelineOf(project.timeline),
    chapters: project.chapters,
  };
}

/** A saved timeline the engine accepts (the server checked it), else none. */
function timelineOf(saved: Project['timeline']): TimelineDocument | null {
  if (saved === null) return null;
  const parsed = parseDocument(saved);
  return parsed.ok ? parsed.document : null;
}

/** A topic edit carries a title that followed the old topic along. */
export function withTopic(document: StudioDocument, topic: string): StudioDocument {
  const title = followsTopic(document.title, document.topic)
    ? titleFromTopic(topic)
    : document.title;
  return { ...document, topic, title };
}

export function savedFieldsOf(document: StudioDocument): SavedFields {
  const title = document.title.trim() || titleFromTopic(document.topic);
  return {
    title: title === '' ? UNTITLED : title,
    topic: document.topic.trim(),
    contentType: document.contentType,
    language: document.language,
    duration: document.duration,
    keyPoints: filledKeyPoints(document.keyPoints),
    script: document.script,
    voiceOvers: document.voiceOvers,
    // The document is plain JSON data; the contract types it loosely and checks it by parsing.
    timeline: document.timeline as SavedFields['timeline'],
    chapters: document.chapters,
  };
}

/** A blank studio becomes a project once it has a topic, a script or something on the timeline. */
export const isMeaningful = (document: StudioDocument) =>
  document.topic.trim() !== '' ||
  document.script.trim() !== '' ||
  (document.timeline?.tracks.some((track) => track.items.length > 0) ?? false);

/** Items with an id (voice-over refs) never change once made, so their ids compare them. */
const sameItem = (a: unknown, b: unknown) =>
  a === b || (isIdentified(a) && isIdentified(b) && a.id === b.id);

const isIdentified = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && 'id' in value;

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => sameItem(item, b[index]))
    : a === b;

/** The fields of `next` that differ from `saved`. */
export function changedFields(saved: SavedFields, next: SavedFields): Partial<SavedFields> {
  const changes: Partial<Record<keyof SavedFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof SavedFields)[]) {
    if (!sameValue(saved[key], next[key])) changes[key] = next[key];
  }
  return changes as Partial<SavedFields>;
}
