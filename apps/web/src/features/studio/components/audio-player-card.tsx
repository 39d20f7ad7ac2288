import type { Voice } from '@reelwright/contracts';
import { Headphones } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceOverRef } from '../studio-document';
import type { VoiceOverTake } from '../voice-over-take';
import { SavedVoiceOvers } from './saved-voice-overs';
import { VoiceOverPlayer } from './voice-over-player';

type AudioPlayerCardProps = {
  /** The voice-over in the player; null until one is generated or chosen from the project. */
  take: VoiceOverTake | null;
  voiceOvers: readonly VoiceOverRef[];
  voices: readonly Voice[];
  onAdd: (ref: VoiceOverRef) => void;
  onPlaySaved: (ref: VoiceOverRef) => void;
};

/** The voice-over just made (or one of the project's) in a player, and the project's list. */
export function AudioPlayerCard({
  take,
  voiceOvers,
  voices,
  onAdd,
  onPlaySaved,
}: AudioPlayerCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const saved = take !== null && voiceOvers.some((ref) => ref.id === take.ref.id);

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-card border border-studio-line bg-studio-raised/50 p-4"
    >
      <h4 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Headphones aria-hidden="true" className="size-4 text-clip-audio" />
        {t('voice.player.title')}
      </h4>
      {take === null ? (
        <p className="text-xs text-studio-ink-muted">{t('voice.player.choose')}</p>
      ) : (
        <VoiceOverPlayer key={take.key} take={take} saved={saved} onAdd={() => onAdd(take.ref)} />
      )}
      <SavedVoiceOvers
        voiceOvers={voiceOvers}
        voices={voices}
        current={take?.ref.id ?? null}
        onPlay={onPlaySaved}
      />
    </section>
  );
}
