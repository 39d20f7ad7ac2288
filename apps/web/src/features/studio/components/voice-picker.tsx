import type { Voice } from '@reelwright/contracts';
import { LoaderCircle, Square, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoicesState } from '../hooks/use-voices';
import type { VoicePreviewState } from '../hooks/use-voice-preview';
import { primaryLanguageOf } from '../voice-over-take';
import {
  fieldClass,
  labelClass,
  secondaryButtonClass,
} from '../../../components/ui/studio-classes';

type VoicePickerProps = {
  voices: VoicesState;
  selected: Voice | null;
  onSelect: (voice: Voice) => void;
  /** The script's language: its voices are listed first. */
  languageTag: string;
  preview: VoicePreviewState;
  onPreview: (voice: Voice) => void;
  onStopPreview: () => void;
  disabled: boolean;
};

type VoiceGroup = { tag: string | null; label: string; voices: Voice[] };

/** Russian writes language names in lower case; as a group's title it starts with a capital. */
const capitalize = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Voices grouped by language: the script's first, then by name, unknown languages last. */
function groupVoices(
  voices: readonly Voice[],
  languageTag: string,
  nameOf: (tag: string) => string,
  other: string,
): VoiceGroup[] {
  const groups = new Map<string | null, Voice[]>();
  for (const voice of voices) {
    const tag = primaryLanguageOf(voice.language);
    groups.set(tag, [...(groups.get(tag) ?? []), voice]);
  }
  const rank = (group: VoiceGroup) => (group.tag === languageTag ? 0 : group.tag === null ? 2 : 1);
  return [...groups]
    .map(([tag, list]) => ({ tag, label: tag === null ? other : nameOf(tag), voices: list }))
    .sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}

/** The voice list (a labelled select grouped by language) and a preview of the chosen voice. */
export function VoicePicker({
  voices,
  selected,
  onSelect,
  languageTag,
  preview,
  onPreview,
  onStopPreview,
  disabled,
}: VoicePickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = useId();

  if (voices.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-studio-ink-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('voice.loadingVoices')}
      </p>
    );
  }
  if (voices.kind === 'failed') {
    return (
      <p
        role="alert"
        className="rounded-control border border-studio-notice bg-studio-notice px-3 py-2 text-sm text-studio-notice-ink"
      >
        {t('voice.voicesFailed')}
      </p>
    );
  }

  const names = new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' });
  const groups = groupVoices(
    voices.voices,
    languageTag,
    (tag) => capitalize(names.of(tag) ?? tag, i18n.language),
    t('voice.otherLanguages'),
  );
  const previewing =
    selected !== null && preview.kind !== 'idle' && preview.voiceId === selected.voice_id;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {t('voice.voice')}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          value={selected?.voice_id ?? ''}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = voices.voices.find((voice) => voice.voice_id === event.target.value);
            if (next !== undefined) onSelect(next);
          }}
          className={`${fieldClass} min-w-0 flex-1`}
        >
          {selected === null && <option value="">{t('voice.chooseVoice')}</option>}
          {groups.map((group) => (
            <optgroup key={group.tag ?? 'other'} label={group.label}>
              {group.voices.map((voice) => (
                <option key={voice.voice_id} value={voice.voice_id} disabled={!voice.available}>
                  {voice.available ? voice.name : t('voice.paidVoice', { name: voice.name })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {previewing && preview.kind === 'playing' ? (
          <button type="button" onClick={onStopPreview} className={secondaryButtonClass}>
            <Square aria-hidden="true" className="size-3.5" />
            {t('voice.stopPreview')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => selected !== null && onPreview(selected)}
            disabled={selected === null || disabled || (previewing && preview.kind === 'loading')}
            aria-label={
              selected === null
                ? t('voice.preview')
                : t('voice.previewLabel', { name: selected.name })
            }
            aria-busy={previewing && preview.kind === 'loading'}
            className={secondaryButtonClass}
          >
            {previewing && preview.kind === 'loading' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Volume2 aria-hidden="true" className="size-4" />
            )}
            {t('voice.preview')}
          </button>
        )}
      </div>
      <div id={hintId} className="space-y-0.5 text-xs text-studio-ink-muted">
        {selected !== null && selected.description !== '' && <p>{selected.description}</p>}
        <p>{t('voice.previewNote')}</p>
      </div>
    </div>
  );
}
