import type { Chapter, WordTiming } from '@reelwright/contracts';
import { sectionsInWords, spokenText, type ScriptLanguage } from '@reelwright/script-kit';
import { seconds, type AssemblyMedia } from '@reelwright/timeline';
import type { AssemblyHandoff } from '../../features/editor/assembly/assembly-handoff';
import type { LibraryFile } from '../../features/editor/library/library-file';
import type { alignSpeech } from '../../features/studio/api/align-speech';
import type { BuildVideoRequest, BuildVideoStep } from '../../features/studio/build-video';
import { speechWav } from '../../lib/media/speech-wav';

/** What building needs from the studio's media (the route's `StudioMedia` provides it). */
export interface BuildVideoMedia {
  /** the voice-over's file once it is in the library */
  voiceOverFile(voiceOverId: string): Promise<LibraryFile>;
  /** the teleprompter take last 'Use'd in this studio, if any */
  usedTake(): LibraryFile | null;
  assemblies: AssemblyHandoff;
}

const CHAPTER_TITLE_MAX = 100;
const SENT_AS_IS = /^audio\/(?:mpeg|mp3|wav|x-wav|wave)\b/;

const mediaOf = (file: LibraryFile): AssemblyMedia => ({
  mediaId: file.id,
  name: file.name,
  url: '',
  duration: seconds(file.duration),
});

/**
 * 'Build my video': the voice-over's file (or the creator's take), its words — the voice-over's
 * own timings, else aligned to the script by the server — and the script's sections located in
 * them, handed to the editor as one plan; answers with the chapters to keep on the project.
 */
export async function buildVideo(
  request: BuildVideoRequest,
  media: BuildVideoMedia,
  align: typeof alignSpeech,
  onStep: (step: BuildVideoStep) => void,
): Promise<Chapter[]> {
  const { voiceOver, script, language, signal } = request;
  onStep('media');
  const voiceOverFile = await media.voiceOverFile(voiceOver.id);
  const take = media.usedTake();
  const alignTo = async (file: LibraryFile): Promise<WordTiming[]> => {
    onStep('aligning');
    const text = spokenText(script);
    // The aligner reads WAV and MP3; a take (WebM, MP4) goes as its sound alone.
    const audio = SENT_AS_IS.test(file.mimeType) ? file.blob : await speechWav(file.blob);
    const fileName = SENT_AS_IS.test(file.mimeType) ? file.name : `${file.name}.wav`;
    return (await align({ audio, fileName, text, language }, signal)).words;
  };
  const words = take
    ? await alignTo(take)
    : voiceOver.words && voiceOver.words.length > 0
      ? voiceOver.words
      : await alignTo(voiceOverFile);
  signal?.throwIfAborted();
  onStep('building');
  const sections = sectionsInWords(
    script,
    language as ScriptLanguage,
    words.map((word) => word.text),
  );
  const chapters = await media.assemblies.build({
    voiceOver: mediaOf(voiceOverFile),
    ...(take ? { take: mediaOf(take) } : {}),
    words,
    sections: sections.map(({ title, firstWord }) => ({ title, firstWord })),
  });
  return chapters.map((chapter) => ({
    title: chapter.title.slice(0, CHAPTER_TITLE_MAX),
    start: chapter.start / 1000,
  }));
}
