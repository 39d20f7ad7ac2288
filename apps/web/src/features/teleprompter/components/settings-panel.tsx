import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass } from '../../../components/ui/studio-classes';
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  SPEED_MAX,
  SPEED_MIN,
  type TeleprompterSettings,
} from '../core/teleprompter-settings';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';

type SettingsPanelProps = {
  settings: TeleprompterSettings;
  onChange: (change: Partial<TeleprompterSettings>) => void;
};

const TOGGLES = ['mirrorX', 'mirrorY', 'countdown', 'readingLine'] as const;

/** Speed, font size, mirroring, countdown and reading line; saved per user as they change. */
export function SettingsPanel({ settings, onChange }: SettingsPanelProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="space-y-3 border-b border-studio-line pb-4">
      <h3 id={titleId} className="text-sm font-semibold">
        {t('settings.title')}
      </h3>
      <RangeField
        label={t('settings.speed')}
        value={settings.speed}
        shown={t('settings.speedValue', { value: settings.speed })}
        min={SPEED_MIN}
        max={SPEED_MAX}
        step={5}
        onChange={(speed) => onChange({ speed })}
      />
      <RangeField
        label={t('settings.fontSize')}
        value={settings.fontSize}
        shown={t('settings.fontSizeValue', { value: settings.fontSize })}
        min={FONT_SIZE_MIN}
        max={FONT_SIZE_MAX}
        step={1}
        onChange={(fontSize) => onChange({ fontSize })}
      />
      {TOGGLES.map((name) => (
        <label key={name} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={settings[name]}
            onChange={(event) => onChange({ [name]: event.target.checked })}
            className="size-4 accent-brand-500"
          />
          {t(`settings.${name}`)}
        </label>
      ))}
      <p className="text-xs text-studio-ink-muted">{t('settings.keys')}</p>
    </section>
  );
}

type RangeFieldProps = {
  label: string;
  value: number;
  /** the value as shown beside the label */
  shown: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
};

function RangeField({ label, value, shown, min, max, step, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center justify-between">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <output htmlFor={id} className="text-xs tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-500"
      />
    </div>
  );
}
