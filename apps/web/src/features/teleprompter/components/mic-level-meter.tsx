import { Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMicLevel } from '../recording/use-mic-level';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';

/** A bar showing how loud the microphone is right now, so a creator sees it hears them. */
export function MicLevelMeter({ stream }: { stream: MediaStream }) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const level = useMicLevel(stream);
  return (
    <div className="flex items-center gap-2">
      <Mic aria-hidden="true" className="size-4 shrink-0 text-studio-ink-muted" />
      <div
        role="meter"
        aria-label={t('camera.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        data-testid="mic-level"
        className="h-2 flex-1 overflow-hidden rounded-full bg-studio-bg ring-1 ring-studio-line"
      >
        <div
          className={`h-full transition-[width] duration-75 ${level > 90 ? 'bg-danger-600' : 'bg-success-600'}`}
          style={{ width: `${level}%` }}
        />
      </div>
    </div>
  );
}
