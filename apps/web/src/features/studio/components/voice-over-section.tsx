import type { Usage } from '@reelwright/contracts';
import { spokenText } from '@reelwright/script-kit';
import { DEFAULT_VIDEO_FORMAT } from '@reelwright/timeline';
import { Mic, Sparkles } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../hooks/use-studio-project';
import { useBuildVideo } from '../hooks/use-build-video';
import { useVoiceOver } from '../hooks/use-voice-over';
import { useVoices } from '../hooks/use-voices';
import type { ChangeSource } from '../project-saver';
import type { RecordSlot } from '../record-slot';
import type { BuildVideo } from '../build-video';
import type { StudioDocument, VoiceOverRef } from '../studio-document';
import { takeFromRef } from '../voice-over-take';
import { AiVoicePanel } from './ai-voice-panel';
import { AudioPlayerCard } from './audio-player-card';
import { BuildVideoPanel } from './build-video-panel';

/** The project keeps at most this many voice-overs (the contract's limit); the oldest go first. */
const VOICE_OVERS_KEPT = 100;

type Method = 'ai' | 'record';

const METHODS = [
  { value: 'ai', icon: Sparkles },
  { value: 'record', icon: Mic },
] as const;

type VoiceOverSectionProps = {
  document: StudioDocument;
  edit: (recipe: Recipe, source?: ChangeSource) => void;
  /** The script is being written or rewritten. */
  scriptBusy: boolean;
  onUsageChange?: ((usage: Usage) => void) | undefined;
  /** 'Record yourself': the teleprompter */
  record?: RecordSlot | undefined;
  /** Puts a voice-over just added to the project on the editor's timeline (the route knows how). */
  placeVoiceOver?: ((ref: VoiceOverRef) => void) | undefined;
  /** 'Build my video': the voice-over, captions and title cards on the timeline (the route knows how). */
  buildVideo?: BuildVideo | undefined;
  /** the studio step a recording reached (3 used, 4 saved to media) */
  onRecordingStep?: ((step: 3 | 4) => void) | undefined;
};

/**
 * Voice-over, once a script exists: AI Voiceover (voice, speed, generate) or recording yourself
 * with the teleprompter; and the player with the project's voice-overs.
 */
export function VoiceOverSection({
  document,
  edit,
  scriptBusy,
  onUsageChange,
  record,
  onRecordingStep,
  placeVoiceOver,
  buildVideo,
}: VoiceOverSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [method, setMethod] = useState<Method>('ai');
  const voices = useVoices();
  const voiceOver = useVoiceOver(onUsageChange);
  /** A voice-over of the project's chosen to play; null shows the one just generated. */
  const [pickedId, setPickedId] = useState<string | null>(null);

  const picked = document.voiceOvers.find((ref) => ref.id === pickedId);
  const take =
    picked === undefined || picked.id === voiceOver.take?.ref.id
      ? voiceOver.take
      : takeFromRef(picked);

  const keepInProject = (ref: VoiceOverRef) =>
    edit(
      (doc) =>
        doc.voiceOvers.some((kept) => kept.id === ref.id)
          ? doc
          : { ...doc, voiceOvers: [...doc.voiceOvers, ref].slice(-VOICE_OVERS_KEPT) },
      'voiceOver',
    );
  const addToEditor = (ref: VoiceOverRef) => {
    keepInProject(ref);
    placeVoiceOver?.(ref);
  };

  const keepChapters = useCallback(
    (chapters: StudioDocument['chapters']) => edit((doc) => ({ ...doc, chapters }), 'voiceOver'),
    [edit],
  );
  const building = useBuildVideo(buildVideo, keepChapters);
  /** The voice-over in the player, else the project's newest. */
  const toBuild = take?.ref ?? document.voiceOvers[document.voiceOvers.length - 1];

  return (
    <section aria-labelledby={titleId} className="space-y-4 border-t border-studio-line pt-5">
      <h3 id={titleId} className="text-sm font-semibold">
        {t('voice.title')}
      </h3>

      <fieldset>
        <legend className="sr-only">{t('voice.method')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-control bg-studio-bg p-1">
          {METHODS.map(({ value, icon: Icon }) => (
            <label
              key={value}
              className={`relative flex cursor-pointer items-center justify-center gap-1.5 rounded-[calc(var(--radius-control)-0.25rem)] px-2 py-1.5 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300 ${
                method === value
                  ? 'bg-brand-600 text-white'
                  : 'text-studio-ink-muted hover:text-studio-ink'
              }`}
            >
              <input
                type="radio"
                name={`${titleId}-method`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-3.5" />
              {t(`voice.methods.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'ai' ? (
        <AiVoicePanel
          voices={voices}
          script={document.script}
          language={document.language}
          scriptBusy={scriptBusy}
          generation={voiceOver.generation}
          onGenerate={({ voiceId, speed }) => {
            setPickedId(null);
            void voiceOver.generate({ text: spokenText(document.script), voiceId, speed });
          }}
          onStop={voiceOver.stop}
          onUsageChange={onUsageChange}
        />
      ) : (
        record?.({
          script: document.script,
          format: document.timeline?.format ?? DEFAULT_VIDEO_FORMAT,
          onUsed: () => onRecordingStep?.(3),
          onSavedToMedia: () => onRecordingStep?.(4),
        })
      )}

      {(take !== null || document.voiceOvers.length > 0) && (
        <AudioPlayerCard
          take={take}
          voiceOvers={document.voiceOvers}
          voices={voices.kind === 'ready' ? voices.voices : []}
          onAdd={addToEditor}
          onPlaySaved={(ref) => setPickedId(ref.id)}
        />
      )}

      {buildVideo && toBuild && document.script.trim() !== '' && (
        <BuildVideoPanel
          state={building.state}
          onBuild={() => {
            keepInProject(toBuild);
            void building.build({
              voiceOver: toBuild,
              script: document.script,
              language: document.language,
            });
          }}
        />
      )}
    </section>
  );
}
