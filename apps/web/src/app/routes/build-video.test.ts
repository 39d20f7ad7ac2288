import type { AssemblyPlan } from '@reelwright/timeline';
import { describe, expect, it, vi } from 'vitest';
import { createAssemblyHandoff } from '../../features/editor/assembly/assembly-handoff';
import type { LibraryFile } from '../../features/editor/library/library-file';
import type { BuildVideoRequest } from '../../features/studio/build-video';
import { buildVideo, type BuildVideoMedia } from './build-video';

const SCRIPT = 'Your coffee is lying. [smile]\n\nGrind it fine.\n\nSubscribe for more.';
const WORDS = 'Your coffee is lying. Grind it fine. Subscribe for more.'
  .split(' ')
  .map((text, index) => ({ text, start: index, end: index + 0.8 }));

function file(id: string, mimeType: string, extra: Partial<LibraryFile> = {}): LibraryFile {
  const type = mimeType.startsWith('video') ? 'videos' : 'audios';
  return {
    id,
    name: `${id}.${mimeType.split('/')[1]}`,
    type,
    mediaType: type,
    mimeType,
    size: 3,
    blob: new Blob(['abc'], { type: mimeType }),
    duration: 12.5,
    width: 0,
    height: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    source: 'voiceOver',
    ...extra,
  };
}

const voiceOverFile = file('vo-file', 'audio/mpeg', { voiceOverId: 'vo-1' });
const request = (words = WORDS): BuildVideoRequest => ({
  voiceOver: {
    id: 'vo-1',
    voiceId: 'builtin:en-us',
    url: '/api/files/vo-1',
    characters: 60,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...(words.length > 0 ? { words } : {}),
  },
  script: SCRIPT,
  language: 'english',
});

function setup(take: LibraryFile | null = null) {
  const plans: AssemblyPlan[] = [];
  const assemblies = createAssemblyHandoff(50);
  assemblies.subscribe((plan) => {
    plans.push(plan);
    return [
      { title: 'Your coffee is lying', start: 0 },
      { title: 'Grind it fine', start: 12_345 },
    ];
  });
  const media: BuildVideoMedia = {
    voiceOverFile: vi.fn(async () => voiceOverFile),
    usedTake: () => take,
    assemblies,
  };
  const align = vi.fn(async () => ({ words: WORDS, method: 'aligned' as const }));
  const steps: string[] = [];
  return { plans, media, align, steps, onStep: (step: string) => steps.push(step) };
}

describe('buildVideo', () => {
  it('builds from the voice-over’s own word timings: no alignment, sections at their words', async () => {
    const { plans, media, align, steps, onStep } = setup();
    const chapters = await buildVideo(request(), media, align, onStep);
    expect(align).not.toHaveBeenCalled();
    expect(steps).toEqual(['media', 'building']);
    expect(plans).toEqual([
      {
        voiceOver: { mediaId: 'vo-file', name: 'vo-file.mpeg', url: '', duration: 12_500 },
        words: WORDS,
        sections: [
          { title: 'Your coffee is lying', firstWord: 0 },
          { title: 'Grind it fine', firstWord: 4 },
          { title: 'Subscribe for more', firstWord: 7 },
        ],
      },
    ]);
    // Seconds on the project, as the contract keeps them.
    expect(chapters).toEqual([
      { title: 'Your coffee is lying', start: 0 },
      { title: 'Grind it fine', start: 12.345 },
    ]);
  });

  it('aligns a voice-over that came without timings to the spoken script', async () => {
    const { media, align, steps, onStep } = setup();
    await buildVideo(request([]), media, align, onStep);
    expect(steps).toEqual(['media', 'aligning', 'building']);
    expect(align).toHaveBeenCalledWith(
      {
        audio: voiceOverFile.blob,
        fileName: 'vo-file.mpeg',
        text: 'Your coffee is lying.\n\nGrind it fine.\n\nSubscribe for more.',
        language: 'english',
      },
      undefined,
    );
  });

  it('puts a used teleprompter take in the plan, with words aligned to its speech', async () => {
    const take = file('take-1', 'audio/wav', { source: 'teleprompter', type: 'videos' });
    const { plans, media, align, onStep } = setup(take);
    await buildVideo(request(), media, align, onStep);
    expect(align).toHaveBeenCalledWith(expect.objectContaining({ audio: take.blob }), undefined);
    expect(plans[0]!.take).toEqual({
      mediaId: 'take-1',
      name: 'take-1.wav',
      url: '',
      duration: 12_500,
    });
  });

  it('fails when no editor takes the plan', async () => {
    const media: BuildVideoMedia = {
      voiceOverFile: async () => voiceOverFile,
      usedTake: () => null,
      assemblies: createAssemblyHandoff(10),
    };
    await expect(buildVideo(request(), media, vi.fn(), () => undefined)).rejects.toThrow(
      'The editor is not open',
    );
  });
});
