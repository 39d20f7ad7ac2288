import { SPEED_MAX, SPEED_MIN } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelClass } from '../../../components/ui/studio-classes';

export const SPEED_STEP = 0.1;
export const DEFAULT_SPEED = 1;

type SpeedSliderProps = {
  value: number;
  onChange: (speed: number) => void;
  disabled: boolean;
};

/** Speech speed 0.5–2 in steps of 0.1, its value shown beside the label. */
export function SpeedSlider({ value, onChange, disabled }: SpeedSliderProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // "1.5×" reads the same in every language the studio speaks.
  const shown = `${new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)}×`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClass}>
          {t('voice.speed')}
        </label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SPEED_MIN}
        max={SPEED_MAX}
        step={SPEED_STEP}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        // Steps of 0.1 arrive as 1.5000000000000002: keep one decimal.
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
        className="w-full accent-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
