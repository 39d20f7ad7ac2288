import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, labelClass } from '../../../components/ui/studio-classes';
import {
  LOUDNESS_TARGETS,
  type LoudnessSettings,
  type LoudnessTargetName,
} from '../engine/export-settings';

const TARGET_NAMES = Object.keys(LOUDNESS_TARGETS) as LoudnessTargetName[];

/** 'Normalize loudness' and its target: the platforms' −14, podcasts' −16, broadcast's −23 LUFS. */
export function LoudnessField({
  loudness,
  onChange,
}: {
  loudness: LoudnessSettings;
  onChange: (loudness: LoudnessSettings) => void;
}) {
  const { t } = useTranslation('export');
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t('loudness.legend')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={loudness.enabled}
          onChange={(event) => onChange({ ...loudness, enabled: event.target.checked })}
        />
        {t('loudness.normalize')}
      </label>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-target`} className={labelClass}>
          {t('loudness.target')}
        </label>
        <select
          id={`${id}-target`}
          className={fieldClass}
          value={loudness.targetLufs}
          disabled={!loudness.enabled}
          onChange={(event) => onChange({ ...loudness, targetLufs: Number(event.target.value) })}
        >
          {TARGET_NAMES.map((name) => (
            <option key={name} value={LOUDNESS_TARGETS[name]}>
              {t(`loudness.targets.${name}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
