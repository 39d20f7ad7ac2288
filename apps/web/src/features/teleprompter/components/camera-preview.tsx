import { Mic } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/studio-classes';
import type { RecordingKind } from '../core/recording-format';
import type { MediaStreamState } from '../recording/use-media-stream';
import { TELEPROMPTER_NAMESPACE } from '../teleprompter-locales';

type CameraPreviewProps = {
  kind: RecordingKind;
  stream: MediaStreamState;
  onRetry: () => void;
  /** an upright (9:16) picture for a vertical project */
  upright?: boolean;
};

/** The live camera (muted, mirrored like a selfie view), the microphone's state, or the error. */
export function CameraPreview({ kind, stream, onRetry, upright = false }: CameraPreviewProps) {
  const { t } = useTranslation(TELEPROMPTER_NAMESPACE);
  const videoRef = useRef<HTMLVideoElement>(null);
  const live = stream.status === 'ready' ? stream.stream : null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = live;
    if (live) void video.play().catch(() => {});
  }, [live, kind]);

  if (stream.status === 'error') {
    return (
      <div
        role="alert"
        className="space-y-2 rounded-control border border-danger-600 bg-danger-600/20 p-3 text-sm text-studio-ink"
      >
        <p className="font-medium">{stream.message}</p>
        <p className="text-xs text-studio-ink-muted">{t('camera.help')}</p>
        <button type="button" onClick={onRetry} className={secondaryButtonClass}>
          {t('camera.retry')}
        </button>
      </div>
    );
  }
  if (kind === 'audio') {
    return (
      <p className="flex items-center gap-2 rounded-control border border-studio-line p-3 text-sm text-studio-ink-muted">
        <Mic aria-hidden="true" className="size-4" />
        {stream.status === 'ready' ? t('camera.microphoneReady') : t('camera.requesting')}
      </p>
    );
  }
  return (
    <div
      data-orientation={upright ? 'portrait' : 'landscape'}
      className={`relative overflow-hidden rounded-control bg-black ${
        upright ? 'mx-auto aspect-[9/16] h-72 max-w-full' : 'aspect-video'
      }`}
    >
      <video
        ref={videoRef}
        aria-label={t('camera.preview')}
        muted
        playsInline
        className="size-full -scale-x-100 object-cover"
      />
      {stream.status !== 'ready' && (
        <p className="absolute inset-0 grid place-items-center text-xs text-white/70">
          {t('camera.requesting')}
        </p>
      )}
    </div>
  );
}
