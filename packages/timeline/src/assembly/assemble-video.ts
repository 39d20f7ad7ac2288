import {
  allItems,
  coverContent,
  itemEnd,
  type TimelineDocument,
  type TimelineItem,
  type Track,
} from '../document';
import { addTrack } from '../tracks';
import { insertSorted, isFree } from '../track-items';
import { MIN_ITEM_DURATION } from '../timeline-numbers';
import { placeItem } from '../commands/place-item';
import { edited, type EditContext, type EditResult } from '../commands/edit-result';
import { captionItemsFor, type SpokenWord } from './assembly-captions';
import { chaptersOf, type AssemblyChapter } from './chapters';
import { fittingTitleSize } from '../format/change-format';
import { referenceFrame } from '../format/frame-format';

/** A library file the assembly puts on the timeline. */
export interface AssemblyMedia {
  mediaId: string;
  name: string;
  url: string;
  /** ms */
  duration: number;
}

/** A script section: its title and the index of its first spoken word in `words`. */
export interface AssemblySection {
  title: string;
  firstWord: number;
}

export interface AssemblyPlan {
  /** the voice-over (MP3), put on Audio 1 at 0 s when there is no take */
  voiceOver: AssemblyMedia;
  /** the creator's teleprompter take: on the main track, and its speech is the video's */
  take?: AssemblyMedia;
  /** the speech's words (the take's when there is one, else the voice-over's), seconds */
  words: readonly SpokenWord[];
  sections: readonly AssemblySection[];
}

export interface AssemblyResult extends EditResult {
  /** the section starts kept on the project, ms */
  chapters: AssemblyChapter[];
}

/** How long a section's title card shows (shorter when the next section starts sooner). */
export const TITLE_CARD_DURATION = 3000;
const TITLE_CARD_TEXT = { fontSize: 72, color: '#ffffff' } as const;

const madeByAssembly = (item: TimelineItem) => item.origin === 'assembly';

/**
 * 'Build my video': the speech at 0 s (the voice-over on Audio 1, or the creator's take on the
 * main track, whose own sound then carries the words — two voices would talk over each other),
 * captions from its word timings on the caption track, and a title card per script section at
 * the section's first spoken word on an overlay track. Everything it makes is marked
 * `origin: 'assembly'`; running it again first takes away what the last run made, so it
 * replaces its own work and leaves the creator's items where they are. One undo step.
 */
export function assembleVideo(
  document: TimelineDocument,
  plan: AssemblyPlan,
  context: EditContext,
): AssemblyResult {
  let next = withoutAssembly(document);

  const speech = creatorsSpeechItem(next, plan) ?? placedSpeech(next, plan, context);
  next = speech.document;

  const captions = captionItemsFor(next, plan.words, {
    // A creator's trim of the speech's start takes its first words with it.
    offset: speech.item.startTime - speech.item.trimStart,
    sourceItemId: speech.item.id,
    newId: context.newId,
  });
  next = captions.document;

  const cards = titleCards(plan, captions.wordStarts, speech.item);
  next = placeTitleCards(next, cards, context);

  const chapters = chaptersOf(
    cards.map((card) => ({ title: card.title, start: card.start })),
    itemEnd(speech.item),
  );
  return { ...edited('build video', document, coverContent(next)), chapters };
}

/**
 * The speech the creator already put on the timeline themselves (a take's 'Use', a voice-over's
 * 'Add to editor'): captions and cards follow it where it is, and it stays theirs.
 */
function creatorsSpeechItem(
  document: TimelineDocument,
  plan: AssemblyPlan,
): { document: TimelineDocument; item: TimelineItem } | undefined {
  const media = plan.take ?? plan.voiceOver;
  const type = plan.take ? 'videos' : 'audios';
  const item = allItems(document).find(
    (candidate) =>
      candidate.mediaId === media.mediaId && candidate.type === type && !madeByAssembly(candidate),
  );
  return item && { document, item };
}

/** The speech placed at 0 s: a voice-over on Audio 1 (else the next free audio track), a take on the main track. */
function placedSpeech(
  document: TimelineDocument,
  plan: AssemblyPlan,
  context: EditContext,
): { document: TimelineDocument; item: TimelineItem } {
  const media = plan.take ?? plan.voiceOver;
  const placed = placeItem(
    document,
    {
      id: context.newId(),
      mediaId: media.mediaId,
      name: media.name,
      url: media.url,
      type: plan.take ? 'videos' : 'audios',
      sourceDuration: media.duration,
    },
    { playhead: 0, now: context.now },
  );
  // The speech ducks the music under it, captions or not.
  const item: TimelineItem = { ...placed.item, origin: 'assembly', audioRole: 'voice' };
  return { document: replaceItem(placed.document, item), item };
}

/** The document without anything an earlier assembly made. */
function withoutAssembly(document: TimelineDocument): TimelineDocument {
  if (!allItems(document).some(madeByAssembly)) return document;
  return {
    ...document,
    tracks: document.tracks.map((track) =>
      track.items.some(madeByAssembly)
        ? { ...track, items: track.items.filter((item) => !madeByAssembly(item)) }
        : track,
    ),
  };
}

function replaceItem(document: TimelineDocument, item: TimelineItem): TimelineDocument {
  return {
    ...document,
    tracks: document.tracks.map((track) =>
      track.id === item.trackId
        ? { ...track, items: track.items.map((each) => (each.id === item.id ? item : each)) }
        : track,
    ),
  };
}

interface TitleCard {
  title: string;
  /** ms on the timeline */
  start: number;
  duration: number;
}

/** A card per section that has a spoken word, until the next section (at most 3 s). */
function titleCards(
  plan: AssemblyPlan,
  wordStarts: readonly number[],
  speech: TimelineItem,
): TitleCard[] {
  const speechEnd = speech.startTime + speech.duration;
  const starts = plan.sections
    .filter((section) => section.firstWord >= 0 && section.firstWord < wordStarts.length)
    .map((section) => ({ title: section.title.trim(), start: wordStarts[section.firstWord]! }))
    .filter((section) => section.title !== '' && section.start < speechEnd);
  const cards: TitleCard[] = [];
  for (const [index, section] of starts.entries()) {
    const until = Math.min(starts[index + 1]?.start ?? speechEnd, speechEnd);
    const duration = Math.min(TITLE_CARD_DURATION, until - section.start);
    if (duration >= MIN_ITEM_DURATION) cards.push({ ...section, duration });
  }
  return cards;
}

/** The cards on the first overlay track free for all of them, else on a new overlay track. */
function placeTitleCards(
  document: TimelineDocument,
  cards: readonly TitleCard[],
  context: EditContext,
): TimelineDocument {
  if (cards.length === 0) return document;
  const fits = (track: Track) =>
    track.type === 'overlay' &&
    cards.every((card) => isFree(track.items, card.start, card.duration));
  let next = document;
  let track = next.tracks.find(fits);
  if (!track) {
    const added = addTrack(next, 'overlay', context.now);
    next = added.document;
    track = added.track;
  }
  let items: readonly TimelineItem[] = track.items;
  for (const card of cards) {
    items = insertSorted(items, {
      id: context.newId(),
      mediaId: '',
      name: card.title,
      url: '',
      type: 'text',
      trackId: track.id,
      trackType: track.type,
      startTime: card.start,
      duration: card.duration,
      trimStart: 0,
      volume: 1,
      opacity: 1,
      text: {
        content: card.title,
        color: TITLE_CARD_TEXT.color,
        // A vertical frame is narrower than a title card written for 16:9: it shrinks to fit.
        fontSize: fittingTitleSize(
          card.title,
          TITLE_CARD_TEXT.fontSize,
          referenceFrame(next.format),
        ),
      },
      origin: 'assembly',
    });
  }
  const trackId = track.id;
  return {
    ...next,
    tracks: next.tracks.map((each) => (each.id === trackId ? { ...each, items } : each)),
  };
}
