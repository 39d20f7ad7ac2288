import type { Usage, Voice } from '@reelwright/contracts';
import type { ScriptLanguage } from '@reelwright/script-kit';
import { AudioLines, LoaderCircle, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceOverGeneration } from '../hooks/use-voice-over';
import { useVoicePreview } from '../hooks/use-voice-preview';
import type { VoicesState } from '../hooks/use-voices';
import { defaultVoiceFor, languageTagOf } from '../voice-over-take';
import { DEFAULT_SPEED, SpeedSlider } from './speed-slider';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/ui/studio-classes';
import { VoiceOverProgress } from './voice-over-progress';
import { VoicePicker } from './voice-picker';

type AiVoicePanelProps = {
  voices: VoicesState;
  script: string;
  language: ScriptLanguage;
  /** The script is being written or rewritten: wait for it. */
  scriptBusy: boolean;
  generation: VoiceOverGeneration;
  onGenerate: (request: { voiceId: string; speed: number }) => void;
  onStop: () => void;
  onUsageChange?: ((usage: Usage) => void) | undefined;
};

/** AI Voiceover: a voice (with preview), the speech speed and 'Generate voice-over'. */
export function AiVoicePanel({
  voices,
  script,
  language,
  scriptBusy,
  generation,
  onGenerate,
  onStop,
  onUsageChange,
}: AiVoicePanelProps) {
  const { t, i18n } = useTranslation();
  const preview = useVoicePreview(onUsageChange);
  const [chosen, setChosen] = useState<Voice | null>(null);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const generating = generation.kind === 'generating';

  // Until the user picks one, a voice of the script's language is chosen for them.
  const selected =
    chosen ?? (voices.kind === 'ready' ? defaultVoiceFor(voices.voices, language) : null);
  const hasScript = script.trim() !== '';
  const characters = new Intl.NumberFormat(i18n.language).format(script.trim().length);

  return (
    <div className="space-y-4">
      <VoicePicker
        voices={voices}
        selected={selected}
        onSelect={(voice) => {
          preview.stop();
          setChosen(voice);
        }}
        languageTag={languageTagOf(language)}
        preview={preview.state}
        onPreview={(voice) => void preview.preview(voice, speed)}
        onStopPreview={preview.stop}
        disabled={generating}
      />
      <SpeedSlider value={speed} onChange={setSpeed} disabled={generating} />

      {generating ? (
        <div className="space-y-3">
          <VoiceOverProgress progress={generation.progress} />
          <button type="button" onClick={onStop} className={secondaryButtonClass}>
            <Square aria-hidden="true" className="size-3.5" />
            {t('voice.stop')}
          </button>
        </div>
      ) : (
        <div className="space-y-1.5">
          <button
            type="button"
            onClick={() => {
              preview.stop();
              if (selected !== null) onGenerate({ voiceId: selected.voice_id, speed });
            }}
            disabled={!hasScript || selected === null || scriptBusy}
            className={`${primaryButtonClass} w-full`}
          >
            {scriptBusy ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <AudioLines aria-hidden="true" className="size-4" />
            )}
            {t('voice.generate')}
          </button>
          <p className="text-xs text-studio-ink-muted">
            {hasScript ? t('voice.cost', { characters }) : t('voice.errors.noScript')}
          </p>
        </div>
      )}
    </div>
  );
}
