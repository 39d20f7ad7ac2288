import {
  findItem,
  makesSound,
  MAX_DUCKING_DB,
  MAX_FADE_MS,
  setDuckingDb,
  setItemAudioRole,
  setItemFades,
  type AudioRole,
  type EditResult,
  type TimelineDocument,
} from '@reelwright/timeline';
import { useTranslation } from 'react-i18next';
import { DraftNumberInput } from '../store/draft-number-input';
import { useEditor, useEditorStore } from '../store/editor-context';
import type { EditorState } from '../store/editor-store';
import { useMovedOnly } from '../store/use-moved-only';

const inputClass =
  'w-16 rounded-control border border-studio-line bg-studio-bg px-2 py-1 text-xs text-studio-ink focus-visible:outline-2 focus-visible:outline-brand-400';
const toggleClass =
  'rounded-control border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-400';

/**
 * The selected video's or audio item's sound: its fades in seconds, whether it is the voice or
 * music, and how far the project lowers sound under a voice. One editing session of a number
 * (focus to blur) is one undo step.
 */
export function SoundInspector() {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  // Nothing here says where the item starts: a drag moving it leaves the inspector as it is.
  const item = useEditor(
    useMovedOnly((state: EditorState) => {
      const found = state.selectedId
        ? findItem(state.history.document, state.selectedId)
        : undefined;
      return found && makesSound(found) ? found : undefined;
    }),
  );
  const duckingDb = useEditor((state) => state.history.document.duckingDb);
  if (!item) return null;

  const run = (command: (document: TimelineDocument) => EditResult) =>
    store.getState().run(command);
  const toggleRole = (role: AudioRole) =>
    run((document) =>
      setItemAudioRole(document, item.id, item.audioRole === role ? undefined : role),
    );

  return (
    <div
      role="group"
      aria-label={t('sound.inspector.group', { name: item.name })}
      className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-1.5 text-xs"
    >
      <NumberField
        label={t('sound.inspector.fadeIn')}
        value={(item.fadeIn ?? 0) / 1000}
        max={MAX_FADE_MS / 1000}
        step={0.1}
        onValue={(secondsIn) =>
          run((document) => setItemFades(document, item.id, { fadeIn: secondsIn * 1000 }))
        }
      />
      <NumberField
        label={t('sound.inspector.fadeOut')}
        value={(item.fadeOut ?? 0) / 1000}
        max={MAX_FADE_MS / 1000}
        step={0.1}
        onValue={(secondsOut) =>
          run((document) => setItemFades(document, item.id, { fadeOut: secondsOut * 1000 }))
        }
      />
      <div role="group" aria-label={t('sound.inspector.role')} className="flex items-center gap-1">
        {(['voice', 'music'] as const).map((role) => (
          <button
            key={role}
            type="button"
            aria-pressed={item.audioRole === role}
            title={t(role === 'voice' ? 'sound.inspector.voiceHint' : 'sound.inspector.musicHint')}
            className={`${toggleClass} ${item.audioRole === role ? 'border-brand-400 bg-brand-600 text-white' : 'border-studio-line text-studio-ink hover:bg-studio-raised'}`}
            onClick={() => toggleRole(role)}
          >
            {t(role === 'voice' ? 'sound.inspector.voice' : 'sound.inspector.music')}
          </button>
        ))}
      </div>
      <NumberField
        label={t('sound.inspector.ducking')}
        hint={t('sound.inspector.duckingHint')}
        value={duckingDb}
        max={MAX_DUCKING_DB}
        step={1}
        onValue={(db) => run((document) => setDuckingDb(document, db))}
      />
    </div>
  );
}

/**
 * A number input that lets a half-typed value ('1.', '') stand while focused and commits every
 * value that parses; it shows the document's value again on blur.
 */
function NumberField({
  label,
  hint,
  value,
  max,
  step,
  onValue,
}: {
  label: string;
  hint?: string;
  value: number;
  max: number;
  step: number;
  onValue: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-1.5" title={hint}>
      <span className="text-studio-ink-muted">{label}</span>
      <DraftNumberInput
        min={0}
        max={max}
        step={step}
        value={value}
        onValue={onValue}
        className={inputClass}
      />
    </label>
  );
}
