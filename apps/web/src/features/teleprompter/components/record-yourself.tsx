import { Check, MonitorPlay } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from '../../../components/ui/studio-classes';
import type { RecordingOrientation } from '../core/recording-format';
import type { Recording } from '../recording/recording';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';
import { Teleprompter } from './teleprompter';

export type RecordYourselfProps = {
  script: string;
  userId: string;
  onUse: (recording: Recording) => Promise<void>;
  onSaveToMedia: (recording: Recording) => Promise<void>;
  /** 'portrait' when the project is vertical (9:16, 4:5) */
  orientation?: RecordingOrientation;
};

/** The studio's 'Record yourself': what it does, the button that opens the teleprompter, the take in use. */
export function RecordYourself({
  script,
  userId,
  onUse,
  onSaveToMedia,
  orientation = 'landscape',
}: RecordYourselfProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState<Recording | null>(null);

  return (
    <div className="space-y-3 rounded-control border border-studio-line bg-studio-bg px-3 py-3 text-sm">
      <p className="text-studio-ink-muted">{t('launcher.text')}</p>
      <button type="button" onClick={() => setOpen(true)} className={primaryButtonClass}>
        <MonitorPlay aria-hidden="true" className="size-4" />
        {t('launcher.open')}
      </button>
      {used && (
        <p role="status" className="flex items-start gap-2 text-xs">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
          <span>
            <span className="font-semibold">{t('launcher.used')}:</span> {used.name} ·{' '}
            {t('recording.duration', { seconds: used.duration.toFixed(1) })}
            <br />
            <span className="text-studio-ink-muted">{t('launcher.usedHint')}</span>
          </span>
        </p>
      )}
      {open && (
        <Teleprompter
          script={script}
          userId={userId}
          onClose={() => setOpen(false)}
          onUse={async (recording) => {
            await onUse(recording);
            setUsed(recording);
          }}
          onSaveToMedia={onSaveToMedia}
          orientation={orientation}
        />
      )}
    </div>
  );
}
