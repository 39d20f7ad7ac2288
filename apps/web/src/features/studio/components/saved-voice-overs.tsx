import type { Voice } from '@reelwright/contracts';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceOverRef } from '../studio-document';

type SavedVoiceOversProps = {
  voiceOvers: readonly VoiceOverRef[];
  /** The voices, to name each voice-over's voice (its id when the list is not there). */
  voices: readonly Voice[];
  /** The id of the voice-over in the player. */
  current: string | null;
  onPlay: (ref: VoiceOverRef) => void;
};

/** The project's voice-overs, newest first; choosing one puts it in the player. */
export function SavedVoiceOvers({ voiceOvers, voices, current, onPlay }: SavedVoiceOversProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (voiceOvers.length === 0) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  const voiceName = (id: string) => voices.find((voice) => voice.voice_id === id)?.name ?? id;

  return (
    <div className="space-y-2 border-t border-studio-line pt-3">
      <h4
        id={titleId}
        className="text-xs font-semibold tracking-wide text-studio-ink-muted uppercase"
      >
        {t('voice.player.inProject', { total: voiceOvers.length })}
      </h4>
      <ul aria-labelledby={titleId} className="space-y-1.5">
        {[...voiceOvers].reverse().map((ref) => {
          const date = when.format(new Date(ref.createdAt));
          const active = ref.id === current;
          const Icon = active ? Pause : Play;
          return (
            <li key={ref.id}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onPlay(ref)}
                className={`flex w-full items-center gap-2.5 rounded-control border px-2.5 py-2 text-left text-sm hover:border-studio-ink-muted/60 ${
                  active ? 'border-brand-300 bg-studio-raised' : 'border-studio-line bg-studio-bg'
                }`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{t('voice.player.play')} </span>
                  <span className="block truncate font-medium">{date}</span>
                  <span className="block truncate text-xs text-studio-ink-muted">
                    {t('voice.player.savedDetails', {
                      voice: voiceName(ref.voiceId),
                      characters: number.format(ref.characters),
                    })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
